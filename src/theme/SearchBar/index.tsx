import { useEffect, useState, type ComponentProps, type ComponentType, type ReactNode } from 'react';
import Head from '@docusaurus/Head';
import { translate } from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useBaseUrl from '@docusaurus/useBaseUrl';
import type Bar from './Bar';
import { indexFile } from '../../../plugins/search-index/files';

/** See ./loaders.ts. */
const loaders = () => import('./loaders');

/** The way Docusaurus tells a connection on which it does not prefetch pages (core's client/docusaurus.js). */
function isSlowConnection(): boolean {
  const connection = (
    navigator as Navigator & { connection?: { effectiveType?: string; saveData?: boolean } }
  ).connection;
  return Boolean(connection?.effectiveType?.includes('2g') || connection?.saveData);
}

let prefetchedIndex = false;

type Intent = { kind: 'click' } | { kind: 'focus' } | { kind: 'key'; init: KeyboardEventInit };

function isTyping(target: EventTarget | null): boolean {
  const element = target as HTMLElement | null;
  return Boolean(
    element &&
    (element.isContentEditable || ['INPUT', 'SELECT', 'TEXTAREA', 'BUTTON'].includes(element.tagName)),
  );
}

/** The DocSearch shortcuts: Ctrl/Cmd+K anywhere, "/" outside fields and buttons. */
function isShortcut(event: KeyboardEvent): boolean {
  if (event.key?.toLowerCase() === 'k' && (event.metaKey || event.ctrlKey)) return true;
  return event.key === '/' && !isTyping(event.composedPath()[0] ?? null);
}

/** Once the real bar is up, does what the reader asked of the stand-in. */
function Replay({ intent }: { intent: Intent }): null {
  useEffect(() => {
    const button = document.querySelector<HTMLButtonElement>('.DocSearch-Button');
    if (intent.kind === 'click') button?.click();
    else if (intent.kind === 'focus') button?.focus();
    else window.dispatchEvent(new KeyboardEvent('keydown', intent.init));
  }, [intent]);
  return null;
}

/**
 * The search button of the navbar. Every page shows it, few readers use it:
 * the page gets a stand-in drawn like DocSearch's button, with DocSearch's
 * classes, and the real bar (./Bar.tsx: theme-search-algolia's, with our back
 * end) loads when the reader points at the button, focuses it, or presses a
 * search shortcut; then it does what the reader asked (opens the modal, or
 * keeps the keyboard focus on the button). This keeps the bar's
 * 7 KB gzip of code off the first visit of every page.
 *
 * With hosted search, the stand-in already carries the preconnect hint to
 * Algolia, so it is in the built HTML.
 */
export default function SearchBar(props: ComponentProps<typeof Bar>): ReactNode {
  const { siteConfig } = useDocusaurusContext();
  const algolia = siteConfig.themeConfig.algolia as { appId: string } | undefined;
  const [intent, setIntent] = useState<Intent | null>(null);
  const [wanted, setWanted] = useState(false);
  // The stand-in stays in place until the bar has loaded: swapping it out
  // while the pointer is on it could swallow the click.
  const [Loaded, setLoaded] = useState<ComponentType<ComponentProps<typeof Bar>> | null>(null);
  const [apple, setApple] = useState<boolean | null>(null);

  const embedded = Boolean(siteConfig.customFields?.embeddedSearch);
  const indexUrl = useBaseUrl(indexFile);

  useEffect(() => {
    if (!wanted) return;
    // The bar, the modal and the engine with its index load side by side:
    // the bar would ask for the modal only once it is up, and the modal for
    // the engine only at the first query.
    void loaders().then(({ loadBar, loadModal, loadEngine }) => {
      void loadBar().then(({ default: component }) => setLoaded(() => component));
      void loadModal();
      if (embedded) void loadEngine().then(({ embeddedSearchClient }) => embeddedSearchClient().ready());
    });
  }, [wanted, embedded]);

  useEffect(() => {
    // Once per visit, when the page has loaded and the browser is idle, on
    // connections where Docusaurus prefetches the pages links lead to.
    if (isSlowConnection()) return undefined;
    const prefetch = () =>
      void loaders().then(({ prefetchIndex }) => {
        if (embedded && !prefetchedIndex) prefetchIndex(indexUrl);
        prefetchedIndex = true;
      });
    // Safari has no requestIdleCallback.
    const idle = () =>
      typeof window.requestIdleCallback === 'function'
        ? window.requestIdleCallback(prefetch)
        : setTimeout(prefetch, 1000);
    if (document.readyState === 'complete') idle();
    else window.addEventListener('load', idle, { once: true });
    return () => window.removeEventListener('load', idle);
  }, [embedded, indexUrl]);

  useEffect(() => {
    const onApple = /(Mac|iPhone|iPod|iPad)/i.test(navigator.platform);
    setApple(onApple);
    document.documentElement.dataset.searchKey = onApple ? 'meta' : 'ctrl';
    if (wanted) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (!isShortcut(event)) return;
      event.preventDefault();
      const { key, code, ctrlKey, metaKey } = event;
      setIntent({ kind: 'key', init: { key, code, ctrlKey, metaKey, bubbles: true, cancelable: true } });
      setWanted(true);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [wanted]);

  const label = translate({ id: 'theme.SearchBar.label', message: 'Search' });

  const click = () => {
    setIntent((current) => (current?.kind === 'click' ? current : { kind: 'click' }));
    setWanted(true);
  };
  const standIn = (
    <button
      type="button"
      className="DocSearch DocSearch-Button"
      aria-label={label}
      aria-keyshortcuts={apple ? 'Meta+k' : 'Control+k'}
      onPointerEnter={() => setWanted(true)}
      onFocus={() => {
        // The real button takes the focus over when it replaces this one.
        setIntent((current) => current ?? { kind: 'focus' });
        setWanted(true);
      }}
      onTouchStart={() => setWanted(true)}
      onPointerDown={click}
      onClick={click}
    >
      <span className="DocSearch-Button-Container">
        <svg width="20" height="20" className="DocSearch-Search-Icon" viewBox="0 0 24 24" aria-hidden="true">
          <circle cx="10.5" cy="10.5" r="7.5" stroke="currentColor" fill="none" strokeWidth="1.4" />
          <path d="m16 16 4.5 4.5" stroke="currentColor" fill="none" strokeLinecap="round" />
        </svg>
        <span className="DocSearch-Button-Placeholder">{label}</span>
      </span>
      {/* The shortcut hint is drawn by src/css/custom.css, from data-search-key. */}
      <span className="DocSearch-Button-Keys" />
    </button>
  );

  return (
    <>
      {!embedded && algolia && (
        <Head>
          <link rel="preconnect" href={`https://${algolia.appId}-dsn.algolia.net`} crossOrigin="anonymous" />
        </Head>
      )}
      {Loaded ? (
        <>
          <Loaded {...props} />
          {intent && <Replay intent={intent} />}
        </>
      ) : (
        standIn
      )}
    </>
  );
}
