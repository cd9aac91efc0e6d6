import type { ComponentProps, ReactNode } from 'react';
import ParamsItem from '@theme-original/ParamsItem';

/** Each parameter as a list item of the theme's `<ul>` (axe: "list"); see src/theme/Schema. */
export default function ParamsListItem(props: ComponentProps<typeof ParamsItem>): ReactNode {
  return (
    <li className="api-list-item">
      <ParamsItem {...props} />
    </li>
  );
}
