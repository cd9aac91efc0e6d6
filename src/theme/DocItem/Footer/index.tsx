import type { ReactNode } from 'react';
import Footer from '@theme-original/DocItem/Footer';
import { useLocation } from '@docusaurus/router';
import { markdownPath } from '../../../../plugins/llms-txt/markdown-path';

/**
 * The theme's doc footer, then a link to the page as Markdown, for readers
 * who hand pages to an AI assistant. A plain link: the file is not a route of
 * the site.
 */
export default function FooterWithMarkdown(): ReactNode {
  const { pathname } = useLocation();
  return (
    <>
      <Footer />
      <p className="doc-markdown-link" data-search-exclude>
        <a href={markdownPath(pathname)} type="text/markdown">
          View this page as Markdown
        </a>
        {' · '}
        <a href="/llms.txt" type="text/plain">
          Index of every page for AI tools (llms.txt)
        </a>
      </p>
    </>
  );
}
