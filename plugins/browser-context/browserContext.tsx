/**
 * Takes the place of Docusaurus's BrowserContextProvider in its App (see
 * index.ts). Docusaurus's turns `useIsBrowser()` on with a plain state update
 * once the page has hydrated. React renders such an update in one piece, and
 * every component that reads the flag renders again: on a long page that is
 * one long task right after the page comes up (on /ref/api/profile-service,
 * the sidebar, the breadcrumbs, every code block and every schema level: 160
 * ms on a simulated phone). In a transition, the same update renders in
 * slices that leave the main thread free between them; what renders, and the
 * value each component sees in the end, are the same.
 */
import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { Context } from '@docusaurus/core/lib/client/browserContext';

export { Context };

export function BrowserContextProvider({ children }: { children: ReactNode }): ReactNode {
  const [isBrowser, setIsBrowser] = useState(false);
  useEffect(() => {
    startTransition(() => setIsBrowser(true));
  }, []);
  return <Context.Provider value={isBrowser}>{children}</Context.Provider>;
}
