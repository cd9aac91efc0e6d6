import { useState, type ComponentProps, type ReactNode, type ToggleEvent } from 'react';
import Details from '@theme/Details';

type Props = ComponentProps<typeof Details>;

/**
 * The theme's Details with its content hydrated when it is opened. The
 * OpenAPI theme's Schema gets it in place of Details (plugins/openapi-imports):
 * each nested object of a request or response is a closed level.
 *
 * The server renders the content of every level, so the built HTML holds
 * every field (for readers without JavaScript, and for search). In the
 * browser, a level that starts closed keeps that server HTML, and React
 * renders it only when the reader opens it: React leaves the children of an
 * element with `dangerouslySetInnerHTML` alone while it hydrates. On a
 * service page this is most of the elements (8,000 of 10,300 on
 * /ref/api/profile-service), and hydrating them all blocked the main thread
 * for a second on a mobile CPU.
 *
 * When the page is reached by a client-side navigation there is no server
 * HTML: a closed level is empty until it is opened, which no reader can see.
 */
export default function ClosedDetails({ children, open, onToggle, ...props }: Props): ReactNode {
  const [opened, setOpened] = useState(Boolean(open));
  const live = opened || typeof window === 'undefined';
  return (
    <Details
      {...props}
      open={open}
      onToggle={(event: ToggleEvent<HTMLDetailsElement>) => {
        if (event.currentTarget.open) setOpened(true);
        onToggle?.(event);
      }}
    >
      {live ? (
        <div key="live">{children}</div>
      ) : (
        <div key="server-html" suppressHydrationWarning dangerouslySetInnerHTML={{ __html: '' }} />
      )}
    </Details>
  );
}
