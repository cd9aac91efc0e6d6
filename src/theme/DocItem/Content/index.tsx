import { useLayoutEffect, useRef, useState, type ComponentProps, type ReactNode } from 'react';
import clsx from 'clsx';
import { ThemeClassNames } from '@docusaurus/theme-common';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import Content from '@theme-original/DocItem/Content';

type Props = ComponentProps<typeof Content>;

/** The class names of the theme's content element, which the server HTML of every doc carries. */
const contentClassName = clsx(ThemeClassNames.docs.docMarkdown, 'markdown');

/**
 * The theme's doc content, except on a page whose front matter says
 * `static_content: true` and that the browser loaded from the server: there
 * the content keeps the server's HTML, and React neither renders nor hydrates
 * it.
 *
 * That is for a long page with nothing that needs React after it is drawn:
 * headings with their anchors, tables, prose and links, which work as plain
 * HTML. /ref/proto is 10,000 elements of tables; rendering its content again
 * in the browser took one unbroken task of 170 ms on a simulated phone, and
 * hydrating it as many again.
 *
 * React leaves the children of an element with `dangerouslySetInnerHTML`
 * alone while it hydrates (src/components/ClosedDetails does the same). When
 * the page is reached by a client-side navigation there is no server HTML:
 * Docusaurus has set `data-has-hydrated` by then, and the content renders as
 * on any page. Should React have rendered the page afresh instead of hydrating
 * it (it does so after a hydration error), the element comes up empty, and
 * the content renders then.
 */
export default function StaticContent(props: Props): ReactNode {
  // A key of this site's own, which the docs plugin keeps with the others.
  const frontMatter: Record<string, unknown> = useDoc().frontMatter;
  const staticContent = frontMatter.static_content === true;
  const [serverHtml, setServerHtml] = useState(
    () =>
      staticContent &&
      typeof document !== 'undefined' &&
      document.documentElement.getAttribute('data-has-hydrated') !== 'true',
  );
  const element = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (serverHtml && !element.current?.hasChildNodes()) setServerHtml(false);
  }, [serverHtml]);
  if (!serverHtml) return <Content {...props} />;
  return (
    <div
      ref={element}
      className={contentClassName}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: '' }}
    />
  );
}
