/**
 * Takes the place of Docusaurus's client prefetch helper (see index.ts).
 * Docusaurus prefetches the JavaScript of every page a visible link points
 * to, and asks the helper for each chunk of that page, once per link: 389
 * requests for 20 files on /ref/api/profile-service. Its helper looks `<head>`
 * up with `getElementsByTagName('head')[0]`, and Chrome counts that live list
 * over the whole document again after every insertion; on a page of 10,000
 * elements the 389 calls took 0.7 s of main thread on a mobile CPU.
 *
 * This helper adds one `<link rel="prefetch">` per file, to `document.head`,
 * when the browser is idle: prefetching is a hint, and Docusaurus asks for it
 * right after hydration, while the page is still busy. Where the browser has
 * no link prefetch (Safari), it fetches the file, as Docusaurus does.
 */
const requested = new Map<string, Promise<void>>();

function whenIdle(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: 3000 });
    else setTimeout(resolve, 0);
  });
}

async function linkPrefetch(url: string): Promise<void> {
  await whenIdle();
  await new Promise<void>((resolve, reject) => {
    const link = document.createElement('link');
    link.rel = 'prefetch';
    link.href = url;
    link.onload = () => resolve();
    link.onerror = () => reject(new Error(`Could not prefetch ${url}`));
    document.head.appendChild(link);
  });
}

async function fetchPrefetch(url: string): Promise<void> {
  await whenIdle();
  const response = await fetch(url, { credentials: 'include' });
  if (!response.ok) throw new Error(`Could not prefetch ${url}: ${response.status}`);
}

function supportsLinkPrefetch(): boolean {
  try {
    return document.createElement('link').relList.supports('prefetch');
  } catch {
    return false;
  }
}

/** Prefetches `url` once; a failure is ignored (the browser logs a 404 anyway). */
export default function prefetch(url: string): Promise<void> {
  if (typeof document === 'undefined') return Promise.resolve();
  let pending = requested.get(url);
  if (!pending) {
    pending = (supportsLinkPrefetch() ? linkPrefetch(url) : fetchPrefetch(url)).catch(() => undefined);
    requested.set(url, pending);
  }
  return pending;
}
