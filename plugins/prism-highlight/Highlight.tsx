/**
 * What the classic theme imports from `prism-react-renderer`, on Prism's core
 * alone: `Prism`, to which each page adds the grammars of its code blocks
 * (remark-grammars.ts), and `Highlight`, the render-prop component of the
 * theme's code blocks (same props, same markup).
 *
 * prism-react-renderer bundles sixteen languages that every page loaded in
 * `main` (26 KB gzip with its themes); this site highlights a handful.
 */
import { useMemo, type CSSProperties, type ReactNode } from 'react';
import clsx from 'clsx';
import Prism from 'prismjs/components/prism-core';
import type { PrismTheme } from 'prism-react-renderer';

// Prism's core highlights every `language-*` element by itself once the page
// has loaded, unless told not to: React owns these elements.
Prism.manual = true;

export { Prism };

export type Token = { types: string[]; content: string; empty?: boolean };

type TokenStream = Array<string | Prism.Token>;

/** Flattens Prism's nested tokens into lines of tokens, each with all the types it is nested in. */
export function tokenLines(stream: TokenStream): Token[][] {
  const lines: Token[][] = [[]];
  const add = (types: string[], text: string) => {
    text.split('\n').forEach((piece, index) => {
      if (index > 0) lines.push([]);
      if (piece !== '') lines[lines.length - 1]!.push({ types, content: piece });
    });
  };
  const walk = (items: TokenStream, types: string[]) => {
    for (const item of items) {
      if (typeof item === 'string') {
        add(types, item);
        continue;
      }
      const aliases = item.alias === undefined ? [] : ([] as string[]).concat(item.alias);
      const inner = [...types.filter((type) => type !== 'plain'), item.type, ...aliases];
      if (typeof item.content === 'string') add(inner, item.content);
      else walk(Array.isArray(item.content) ? item.content : [item.content], inner);
    }
  };
  walk(stream, ['plain']);
  // An empty line keeps one token, so that the line is drawn at full height.
  return lines.map((line) => (line.length > 0 ? line : [{ types: ['plain'], content: '\n', empty: true }]));
}

/** The style of each token type in `language`: later theme entries win. */
function styleTable(theme: PrismTheme, language: string): Map<string, CSSProperties> {
  const table = new Map<string, CSSProperties>();
  for (const entry of theme.styles) {
    if (entry.languages && !entry.languages.includes(language)) continue;
    for (const type of entry.types)
      table.set(type, { ...table.get(type), ...(entry.style as CSSProperties) });
  }
  return table;
}

type LineProps = { line: Token[]; className?: string; style?: CSSProperties; [key: string]: unknown };
type TokenProps = { token: Token; className?: string; style?: CSSProperties; [key: string]: unknown };

export type RenderProps = {
  tokens: Token[][];
  className: string;
  style: CSSProperties;
  getLineProps: (props: LineProps) => { className: string; style?: CSSProperties; [key: string]: unknown };
  getTokenProps: (props: TokenProps) => {
    className: string;
    style?: CSSProperties;
    children: string;
    [key: string]: unknown;
  };
};

export type HighlightProps = {
  code: string;
  language: string;
  theme: PrismTheme;
  children: (props: RenderProps) => ReactNode;
};

export function Highlight({ code, language, theme, children }: HighlightProps): ReactNode {
  const tokens = useMemo(() => {
    const grammar = Prism.languages[language];
    return tokenLines(grammar ? Prism.tokenize(code, grammar) : [code]);
  }, [code, language]);
  const render = useMemo(() => {
    const table = styleTable(theme, language);
    const { backgroundColor: _background, ...lineStyle } = theme.plain as CSSProperties;
    const tokenStyle = (token: Token): CSSProperties | undefined => {
      if (token.types.length === 1 && token.types[0] === 'plain')
        return token.empty ? { display: 'inline-block' } : undefined;
      const style: CSSProperties = token.empty ? { display: 'inline-block' } : {};
      for (const type of token.types) Object.assign(style, table.get(type));
      return style;
    };
    return {
      className: `prism-code language-${language}`,
      style: theme.plain as CSSProperties,
      getLineProps: ({ line: _line, className, style, ...rest }: LineProps) => ({
        ...rest,
        className: clsx('token-line', className),
        style: { ...lineStyle, ...style },
      }),
      getTokenProps: ({ token, className, style, ...rest }: TokenProps) => ({
        ...rest,
        className: clsx('token', ...token.types, className),
        style: { ...tokenStyle(token), ...style },
        children: token.content,
      }),
    };
  }, [theme, language]);
  return children({ tokens, ...render });
}
