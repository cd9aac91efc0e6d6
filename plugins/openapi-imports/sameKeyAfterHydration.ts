/**
 * Takes the place of `@docusaurus/useIsBrowser` in the OpenAPI theme's tab
 * sets (see plugins/openapi-imports), which read it for one thing: the key
 * `String(isBrowser)`, which makes React throw the hydrated tabs away and
 * mount them again right after hydration. That is an old workaround for
 * Docusaurus issue 5653 (a tab choice restored from storage or the URL did
 * not show after hydration). The theme's own tab state no longer needs it:
 * it reads storage and the URL through `useSyncExternalStore`, whose server
 * value is null, and selects the restored tab in a layout effect once the
 * page has hydrated.
 *
 * The remount rendered every request body and response of a service page a
 * second time, on the main thread, right after hydrating them.
 */
export default function useIsBrowser(): boolean {
  return false;
}
