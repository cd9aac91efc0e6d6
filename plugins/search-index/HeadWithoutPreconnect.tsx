import { Children, isValidElement, type ReactNode } from 'react';
import Head from '@docusaurus/Head';

/**
 * Takes the place of Head in the search bar of theme-search-algolia (see
 * index.ts). The bar's only head tag is a preconnect hint to Algolia. The
 * navbar's stand-in of the bar (src/theme/SearchBar) already gives that hint
 * with hosted search, in the built HTML, and embedded search must not give it
 * at all: the bar's copy is dropped. Other tags pass.
 */
export default function HeadWithoutPreconnect({ children }: { children?: ReactNode }): ReactNode {
  const kept = Children.toArray(children).filter(
    (child) =>
      !(isValidElement<{ rel?: string }>(child) && child.type === 'link' && child.props.rel === 'preconnect'),
  );
  return kept.length > 0 ? <Head>{kept}</Head> : null;
}
