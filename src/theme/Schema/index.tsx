import type { ComponentProps, ReactNode } from 'react';
import Schema from '@theme-original/Schema';

/**
 * The OpenAPI theme puts a request or response schema straight into a
 * `<ul>`, without a list item (axe: "list"); the wrapper adds one.
 */
export default function SchemaInList(props: ComponentProps<typeof Schema>): ReactNode {
  return (
    <li className="api-list-item">
      <Schema {...props} />
    </li>
  );
}
