import type { ComponentProps, ReactNode } from 'react';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import Schema from '@theme-original/Schema';

/**
 * In an operation, the OpenAPI theme puts the request or response schema
 * straight into a `<ul>`, without a list item (axe: "list"); the wrapper adds
 * one. On a schema page the schema stands in the page itself, so it is left
 * as it is there.
 */
export default function SchemaInList(props: ComponentProps<typeof Schema>): ReactNode {
  const { frontMatter } = useDoc();
  if ((frontMatter as { schema?: boolean }).schema) return <Schema {...props} />;
  return (
    <li className="api-list-item">
      <Schema {...props} />
    </li>
  );
}
