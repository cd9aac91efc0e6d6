import { Children, isValidElement, type ReactNode } from 'react';
import Head from '@docusaurus/Head';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

/**
 * Takes the place of Head in the search bar of theme-search-algolia (see
 * index.ts). The bar's only head tag is a preconnect hint to Algolia: with
 * embedded search, which never calls Algolia, it is dropped.
 */
export default function HeadWithoutPreconnect({ children }: { children?: ReactNode }): ReactNode {
  const { customFields } = useDocusaurusContext().siteConfig;
  const kept = customFields?.embeddedSearch
    ? Children.toArray(children).filter(
        (child) =>
          !(
            isValidElement<{ rel?: string }>(child) &&
            child.type === 'link' &&
            child.props.rel === 'preconnect'
          ),
      )
    : children;
  return Children.count(kept) > 0 ? <Head>{kept}</Head> : null;
}
