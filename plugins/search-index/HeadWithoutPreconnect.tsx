import { Children, isValidElement, type ReactNode } from 'react';
import Head from '@docusaurus/Head';

/**
 * Takes the place of Head in the search bar of theme-search-algolia when
 * search is embedded (see index.ts): the bar's only head tag is a preconnect
 * hint to Algolia, which an embedded search never calls. Other tags pass.
 */
export default function HeadWithoutPreconnect({ children }: { children?: ReactNode }): ReactNode {
  const kept = Children.toArray(children).filter(
    (child) =>
      !(isValidElement<{ rel?: string }>(child) && child.type === 'link' && child.props.rel === 'preconnect'),
  );
  return kept.length > 0 ? <Head>{kept}</Head> : null;
}
