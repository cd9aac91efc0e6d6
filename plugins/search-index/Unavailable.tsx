import { useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import translations from '@theme/SearchTranslations';

/**
 * "Unable to fetch results" for the embedded search.
 *
 * DocSearch 4.7 has a screen for a search service it cannot reach, shown when
 * the search fails with a `RetryError`, but it never stays up: the
 * autocomplete core under the modal sets its status back to "idle" once the
 * failed request settles, and the modal then shows "No results found for"
 * instead (the same happens with Algolia itself, offline). So when the
 * embedded index cannot be fetched, this component shows that screen, with
 * DocSearch's classes and translated texts, in the modal's results area, in
 * place of the misleading "no results". It goes away with the next query
 * that reaches the index.
 */

let unavailable = false;
const listeners = new Set<() => void>();

/** Called by the search bar after each query: whether the index could be fetched. */
export function reportIndexReached(reached: boolean): void {
  if (unavailable === !reached) return;
  unavailable = !reached;
  document.body.toggleAttribute('data-search-unavailable', unavailable);
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export default function IndexUnavailable(): ReactNode {
  const isUnavailable = useSyncExternalStore(
    subscribe,
    () => unavailable,
    () => false,
  );
  const [dropdown, setDropdown] = useState<Element | null>(null);
  useEffect(() => {
    if (!isUnavailable) return undefined;
    // The modal mounts and unmounts its results area as it opens and closes.
    const find = () => setDropdown(document.querySelector('.DocSearch-Dropdown'));
    find();
    const observer = new MutationObserver(find);
    observer.observe(document.body, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [isUnavailable]);
  if (!isUnavailable || !dropdown) return null;
  const { titleText, helpText } = translations.modal?.errorScreen ?? {};
  return createPortal(
    <div className="DocSearch-ErrorScreen search-index-unavailable" role="alert">
      <div className="DocSearch-Screen-Icon">
        <svg width="40" height="40" viewBox="0 0 20 20" fill="none" stroke="currentColor" aria-hidden="true">
          <circle cx="10" cy="10" r="7.5" />
          <path d="M4.7 15.3 15.3 4.7" strokeLinecap="round" />
        </svg>
      </div>
      <p className="DocSearch-Title">{titleText}</p>
      <p className="DocSearch-Help">{helpText}</p>
    </div>,
    dropdown,
  );
}
