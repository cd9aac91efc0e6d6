import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import { compile } from '@mdx-js/mdx';
import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { createElement } from 'react';
import type { PrismTheme } from 'prism-react-renderer';
import { Highlight, Prism, tokenLines } from '../../plugins/prism-highlight/Highlight';
import remarkGrammars, {
  codeLanguages,
  globalPrismModule,
  grammarImports,
  grammarOfLanguage,
} from '../../plugins/prism-highlight/remark-grammars';

const require = createRequire(import.meta.url);

// Loads a grammar into our Prism as a page does (remark-grammars.ts): the
// global Prism first, then the grammar file.
await import('../../plugins/prism-highlight/global-prism');
require('prismjs/components/prism-bash');

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

describe('remark-grammars', () => {
  const compiled = async (source: string) =>
    String(await compile(source, { remarkPlugins: [remarkGrammars], development: false }));

  it('finds the languages of fenced code blocks and of <CodeBlock language>, nested or not', async () => {
    let languages: string[] = [];
    const capture = () => (tree: Parameters<typeof codeLanguages>[0]) => {
      languages = [...codeLanguages(tree)].sort();
    };
    await compile(
      '```yaml\na: 1\n```\n\n<details>\n\n```bash\nls\n```\n\n</details>\n\n<CodeBlock language="rego">x</CodeBlock>\n\n```\nplain\n```\n',
      { remarkPlugins: [capture] },
    );
    expect(languages).toEqual(['bash', 'rego', 'yaml']);
  });

  it("maps every code block language of the pages that the site's grammars teach Prism", () => {
    // All pages share one Prism: once any page has loaded a grammar, its aliases (`html` for
    // markup) highlight on the server for every page, so a page using an alias must load the
    // grammar too, or hydration finds plain text where the server wrote tokens.
    for (const grammar of new Set(Object.values(grammarOfLanguage)))
      require(`prismjs/components/prism-${grammar}.js`);
    const files = readdirSync('docs', { recursive: true, encoding: 'utf8' }).filter((file) =>
      /\.mdx?$/.test(file),
    );
    const used = new Set(
      files.flatMap((file) =>
        [...readFileSync(join('docs', file), 'utf8').matchAll(/^\s*```([\w-]+)/gm)].map((match) => match[1]!),
      ),
    );
    // `text` and its aliases are Prism's plain language: no tokens, on the server or in the browser.
    const known = [...used].filter(
      (language) => language in Prism.languages && Prism.languages[language] !== Prism.languages.plain,
    );
    expect(known.filter((language) => !(language in grammarOfLanguage))).toEqual([]);
  });

  it('imports the global Prism first, then each grammar once, and nothing for other languages', () => {
    expect(grammarImports(['yml', 'bash', 'yaml', 'sh', 'text', 'mermaid'])).toEqual([
      globalPrismModule,
      'prismjs/components/prism-bash.js',
      'prismjs/components/prism-yaml.js',
    ]);
    expect(grammarImports(['text', 'mermaid'])).toEqual([]);
  });

  it('adds the imports to a page with code, and leaves a page without code as it was', async () => {
    const withCode = await compiled('# Title\n\n```json\n{}\n```\n');
    expect(withCode).toContain(`import ${JSON.stringify(globalPrismModule)};`);
    expect(withCode).toContain('import "prismjs/components/prism-json.js";');
    expect(withCode.indexOf('global-prism')).toBeLessThan(withCode.indexOf('prism-json'));
    const withoutCode = await compiled('# Title\n\nNo code here.\n');
    expect(withoutCode).not.toContain('prismjs');
    expect(withoutCode).not.toContain('global-prism');
  });
});
