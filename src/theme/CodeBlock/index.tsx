import { Children, isValidElement, type ReactNode } from 'react';
import type { Props } from '@theme/CodeBlock';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';

/** As the theme does: plain-string children become one string, so the copy button can copy them. */
function maybeStringifyChildren(children: ReactNode): ReactNode {
  if (Children.toArray(children).some((child) => isValidElement(child))) return children;
  return Array.isArray(children) ? children.join('') : children;
}

/**
 * The classic theme's CodeBlock without its `key={String(isBrowser)}`, which
 * threw every code block away right after hydration and built it again: on
 * /ref/api/profile-service 2,700 elements (every token a span), on
 * /ref/rules/branch_protection 1,900, in one synchronous render that blocked
 * the main thread for 100 to 400 ms on a simulated phone.
 *
 * The theme remounts so that the token colors of the reader's color mode
 * replace those the server drew. It no longer needs to: the theme's color
 * mode state starts at the server's mode during hydration and changes to the
 * reader's in an effect (theme-common's useColorModeState), an ordinary update
 * in which React rewrites the tokens' inline styles. The copy and word-wrap
 * buttons are a BrowserOnly of the theme's and appear then too.
 * tests/e2e/patches.spec.ts checks both.
 */
export default function CodeBlock({ children: rawChildren, ...props }: Props): ReactNode {
  const children = maybeStringifyChildren(rawChildren);
  return typeof children === 'string' ? (
    <StringContent {...props}>{children}</StringContent>
  ) : (
    <ElementContent {...props}>{children}</ElementContent>
  );
}
