/**
 * Takes the place of Docusaurus's client route preload (see index.ts), which
 * matches a path against the route table and requests the chunks of its
 * components. The client entry calls it for the first page as the main
 * bundle runs, so that one task evaluated the whole bundle and then matched
 * routes and inserted the chunks' scripts: 190 ms on Lighthouse's simulated
 * phone, every page, of which the preload was some 40%. Started from a task
 * of its own, both stay below what the phone counts as blocking time.
 *
 * Links (hover) and navigations (PendingNavigation) preload through this too;
 * one turn of the event loop later changes nothing a reader can see.
 */
import preload from '@docusaurus/core/lib/client/preload';

export default function preloadInOwnTask(pathname: string): Promise<unknown> {
  return new Promise((resolve) => setTimeout(resolve, 0)).then(() => preload(pathname));
}
