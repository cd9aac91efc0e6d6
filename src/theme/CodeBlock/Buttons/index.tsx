import type { ComponentProps, ReactNode } from 'react';
import Buttons from '@theme-original/CodeBlock/Buttons';
import { useWhenIdle } from '@site/src/components/WhenIdle';

/**
 * The copy and word-wrap buttons of a code block, rendered once the browser
 * is first idle. The theme renders them in the browser only, right after
 * hydration, and keeps them transparent until the block is hovered or a
 * button focused; with two icons each, the thirty blocks of
 * /ref/rules/branch_protection made 500 of the 1,200 elements React rendered
 * in the one synchronous task after hydrating it.
 */
export default function IdleButtons(props: ComponentProps<typeof Buttons>): ReactNode {
  return useWhenIdle() ? <Buttons {...props} /> : null;
}
