import { Children, isValidElement, type ComponentProps, type ReactNode } from 'react';
import MDXDetails from '@theme-original/MDXComponents/Details';
import { useContentWhenOpened } from '@site/src/components/ClosedDetails';

type Props = ComponentProps<typeof MDXDetails>;

/**
 * A `<details>` block of a Markdown page (wrapped, as the classic theme
 * allows): its content hydrates when it is opened, and keeps the server's
 * HTML until then (src/components/ClosedDetails). Each rule type of the
 * /ref/rules pages shows its definition in one. The summary stays live.
 */
export default function ClosedMDXDetails({ children, open, onToggle, ...props }: Props): ReactNode {
  const items = Children.toArray(children);
  const summary = items.find((item) => isValidElement(item) && item.type === 'summary');
  const closed = useContentWhenOpened(
    open,
    items.filter((item) => item !== summary),
    onToggle,
  );
  return (
    <MDXDetails {...props} open={open} onToggle={closed.onToggle}>
      {summary}
      {closed.content}
    </MDXDetails>
  );
}
