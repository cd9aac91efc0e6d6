import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';

/**
 * The state the OpenAPI theme's reference components share on a page: the
 * media type picked in request and response tabs, the server (never set:
 * there is no request client) and the alternative picked in oneOf/anyOf
 * tabs. The theme keeps it in a Redux Toolkit store made for its request
 * client; the components only need a selector hook and a dispatch hook, so
 * this small store provides the same two hooks (src/theme/ApiItem/hooks) and
 * the theme's slices become plain action creators (src/theme/ApiExplorer/*
 * /slice). That keeps Redux Toolkit, immer and reselect (22 KB of gzip
 * JavaScript) off the reference pages.
 */
export type ApiState = {
  accept: { value?: string };
  contentType: { value?: string };
  server: { value?: { url: string; variables?: Record<string, unknown> } };
  schemaSelection: { selections: Record<string, number> };
};

export type ApiAction =
  | { type: 'accept/setAccept'; payload: string }
  | { type: 'contentType/setContentType'; payload: string }
  | { type: 'schemaSelection/setSchemaSelection'; payload: { path: string; index: number } }
  | { type: 'schemaSelection/clearSchemaSelections' };

export function initialApiState(): ApiState {
  return { accept: {}, contentType: {}, server: {}, schemaSelection: { selections: {} } };
}

export function reduceApiState(state: ApiState, action: ApiAction): ApiState {
  switch (action.type) {
    case 'accept/setAccept':
      return { ...state, accept: { value: action.payload } };
    case 'contentType/setContentType':
      return { ...state, contentType: { value: action.payload } };
    case 'schemaSelection/setSchemaSelection':
      return {
        ...state,
        schemaSelection: {
          selections: { ...state.schemaSelection.selections, [action.payload.path]: action.payload.index },
        },
      };
    case 'schemaSelection/clearSchemaSelections':
      return { ...state, schemaSelection: { selections: {} } };
    default:
      return state;
  }
}

export type ApiStore = {
  getState: () => ApiState;
  dispatch: (action: ApiAction) => void;
  subscribe: (listener: () => void) => () => void;
};

export function createApiStore(state: ApiState = initialApiState()): ApiStore {
  const listeners = new Set<() => void>();
  return {
    getState: () => state,
    dispatch(action) {
      const next = reduceApiState(state, action);
      if (next === state) return;
      state = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

const StoreContext = createContext<ApiStore | null>(null);

export function ApiStoreProvider({ store, children }: { store: ApiStore; children: ReactNode }): ReactNode {
  return <StoreContext.Provider value={store}>{children}</StoreContext.Provider>;
}

function useStore(): ApiStore {
  const store = useContext(StoreContext);
  // The theme's Schema calls the dispatch hook inside try/catch and works
  // without a store, so a missing one is reported as an exception, as
  // react-redux does.
  if (!store) throw new Error('An OpenAPI reference component was rendered outside ApiStoreProvider.');
  return store;
}

export function useApiSelector<T>(selector: (state: ApiState) => T): T {
  const store = useStore();
  return useSyncExternalStore(
    store.subscribe,
    () => selector(store.getState()),
    () => selector(store.getState()),
  );
}

export function useApiDispatch(): ApiStore['dispatch'] {
  return useStore().dispatch;
}
