/**
 * src/theme/CodeBlock takes the place of the classic theme's CodeBlock, less
 * the `key={String(isBrowser)}` that rebuilt every code block after
 * hydration (issue 19). It copies the rest of the theme's module, so this
 * fails when an upgrade changes that module: compare it with ours again, or
 * drop ours if the theme no longer remounts.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { root } from './source-files';

const themeModule = join(root, 'node_modules/@docusaurus/theme-classic/lib/theme/CodeBlock/index.js');

/** The module's code without comments, its whitespace collapsed. */
function code(path: string): string {
  return readFileSync(path, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/^\s*\/\/.*$/gm, '')
    .replace(/\s+/g, ' ')
    .trim();
}

describe("the classic theme's CodeBlock, which src/theme/CodeBlock replaces", () => {
  const theme = code(themeModule);

  it('still imports what ours does, and useIsBrowser for its key', () => {
    const imports = [...theme.matchAll(/import [^;]*? from '([^']+)';/g)].map((match) => match[1]);
    expect(imports).toEqual([
      'react',
      '@docusaurus/useIsBrowser',
      '@theme/CodeBlock/Content/Element',
      '@theme/CodeBlock/Content/String',
    ]);
  });

  it('still only picks the string or element content, keyed on isBrowser', () => {
    expect(theme).toContain(
      "const CodeBlockComp = typeof children === 'string' ? StringContent : ElementContent; return ( <CodeBlockComp key={String(isBrowser)} {...props}> {children} </CodeBlockComp> );",
    );
    expect(theme).toContain(
      "if (React.Children.toArray(children).some((el) => isValidElement(el))) { return children; } return Array.isArray(children) ? children.join('') : children;",
    );
    // Two functions and nothing else: maybeStringifyChildren and the component.
    expect(theme.match(/function /g)).toHaveLength(2);
  });
});
