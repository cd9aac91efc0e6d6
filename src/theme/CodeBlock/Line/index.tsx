import { memo } from 'react';
import Line from '@theme-original/CodeBlock/Line';

/**
 * The theme's code line, rendered again only when its own props change. Right
 * after hydration every code block renders a second time: the word-wrap
 * button's state and the copy button arrive then. The line's tokens and the
 * functions that style them are the same objects as before (our Highlight,
 * plugins/prism-highlight, memoizes both), so each line keeps its spans
 * instead of rendering them all again: 2,000 of the 3,200 elements React
 * rendered after hydrating /ref/rules/branch_protection, in one task that
 * cannot be split. A change of color mode gives new styling functions, and
 * the lines render again.
 */
export default memo(Line);
