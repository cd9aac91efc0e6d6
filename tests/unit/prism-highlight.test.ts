import { dirname } from 'node:path';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { createElement } from 'react';
import type { PrismTheme } from 'prism-react-renderer';
import { Highlight, Prism, tokenLines } from '../../plugins/prism-highlight/Highlight';
import { prismImportOf } from '../../plugins/prism-highlight';

const require = createRequire(import.meta.url);

// Loads a grammar into our Prism as the theme's prism-include-languages does.
(globalThis as { Prism?: unknown }).Prism = Prism;
require('prismjs/components/prism-bash');
delete (globalThis as { Prism?: unknown }).Prism;

const theme: PrismTheme = {
  plain: { color: '#111111', backgroundColor: '#eeeeee' },
  styles: [
    { types: ['function'], style: { color: '#0000aa' } },
    { types: ['variable'], style: { color: '#aa0000' } },
    { types: ['parameter'], style: { fontStyle: 'italic' } },
    { types: ['function'], languages: ['yaml'], style: { color: '#00ff00' } },
  ],
};

function render(code: string, language: string): string {
  return renderToStaticMarkup(
    createElement(Highlight, {
      code,
      language,
      theme,
      children: ({ tokens, className, style, getLineProps, getTokenProps }) =>
        createElement(
          'pre',
          { className, style },
          tokens.map((line, index) =>
            createElement(
              'div',
              { key: index, ...getLineProps({ line }) },
              line.map((token, key) => createElement('span', { key, ...getTokenProps({ token }) })),
            ),
          ),
        ),
    }),
  );
}

describe('prism-highlight', () => {
  it('gives the theme modules our Highlight for prism-react-renderer, and nothing else', () => {
    const lib = dirname(require.resolve('@docusaurus/theme-classic/lib/prism-include-languages.js'));
    expect(prismImportOf(lib, 'prism-react-renderer')).toMatch(/prism-highlight[\\/]Highlight\.tsx$/);
    expect(prismImportOf(`${lib}/theme/CodeBlock/Content`, 'prism-react-renderer')).toMatch(
      /Highlight\.tsx$/,
    );
    expect(prismImportOf(`${lib}/theme/CodeBlock/Content`, 'react')).toBeUndefined();
    expect(prismImportOf('/site/src/theme', 'prism-react-renderer')).toBeUndefined();
  });

  it('splits tokens into lines and keeps the types of nested tokens', () => {
    const lines = tokenLines(Prism.tokenize('git clone "$URL"\n\necho done', Prism.languages.bash!));
    expect(lines).toHaveLength(3);
    expect(lines[0]![0]).toEqual({ types: ['function'], content: 'git' });
    expect(lines[0]!.map((token) => token.content).join('')).toBe('git clone "$URL"');
    expect(lines[0]!.find((token) => token.content === '$URL')!.types).toEqual(['string', 'variable']);
    expect(lines[1]).toEqual([{ types: ['plain'], content: '\n', empty: true }]);
    expect(lines[2]!.map((token) => token.content).join('')).toBe('echo done');
  });

  it('renders highlighted lines with the theme colours, and plain text for an unknown language', () => {
    const bash = render('ls --all', 'bash');
    expect(bash).toContain('class="prism-code language-bash"');
    expect(bash).toContain('background-color:#eeeeee');
    expect(bash).toContain('<div class="token-line" style="color:#111111">');
    expect(bash).toContain('<span class="token function" style="color:#0000aa">ls</span>');
    expect(bash).toContain(
      '<span class="token parameter variable" style="font-style:italic;color:#aa0000">--all</span>',
    );
    const text = render('a <b> & c', 'text');
    expect(text).toContain('<span class="token plain">a &lt;b&gt; &amp; c</span>');
  });
});
