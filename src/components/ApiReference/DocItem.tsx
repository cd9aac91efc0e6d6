import { useState, type ComponentProps, type ReactNode } from 'react';
import DocItem from '@theme/DocItem';
import { SchemaExpansionProvider } from '@theme/SchemaExpansion';
import { ApiStoreProvider, createApiStore } from './store';

/**
 * The page component of /ref/api (`docItemComponent` of the `api` docs
 * instance): the standard doc page, with the two contexts the OpenAPI
 * theme's reference components read. It takes the place of the theme's
 * ApiItem, which lays a page out around one operation and its request client
 * and loads pako and crypto-js (40 KB of gzip JavaScript) for them; our
 * service pages hold several operations and no client.
 */
export default function ApiDocItem(props: ComponentProps<typeof DocItem>): ReactNode {
  const [store] = useState(createApiStore);
  return (
    <ApiStoreProvider store={store}>
      <SchemaExpansionProvider>
        <DocItem {...props} />
      </SchemaExpansionProvider>
    </ApiStoreProvider>
  );
}
