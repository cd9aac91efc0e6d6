/** Helpers shared by the generators that write Markdown (MDX) pages. */
import { stringify } from 'yaml';

/** Escapes text for MDX outside code spans; inside tables, also pipes and line breaks. */
export function escapeMdx(text: string, inTable = false): string {
  return text
    .split(/(`[^`]*`)/)
    .map((part, index) => {
      if (index % 2 === 1) return inTable ? part.replace(/\|/g, '\\|') : part;
      let escaped = part
        .replace(/\\/g, '\\\\')
        .replace(/[{}]/g, (c) => `\\${c}`)
        .replace(/</g, '&lt;')
        .replace(/>/g, '&gt;');
      if (inTable) escaped = escaped.replace(/\|/g, '\\|');
      return escaped;
    })
    .join('')
    .replace(/\n\s*\n/g, inTable ? '<br /><br />' : '\n\n')
    .replace(/\n/g, inTable ? ' ' : '\n');
}

/** A fenced code block whose fence is longer than any run of backticks in `code`. */
export function codeBlock(language: string, code: string, meta = ''): string {
  const longest = Math.max(2, ...[...code.matchAll(/`+/g)].map((match) => match[0].length));
  const fence = '`'.repeat(longest + 1);
  return `${fence}${language}${meta ? ` ${meta}` : ''}\n${code.replace(/\n+$/, '')}\n${fence}`;
}

/** A value of a page's front matter. */
export type FrontMatterValue = string | number | boolean | null;

/**
 * The front matter block of a page, without a line break after its closing
 * `---`: the generators' one writer of front matter. Strings are
 * always double-quoted, in JSON's syntax (which YAML reads as the same
 * string), and never folded: a colon, a quote, a `#` or a line break in a
 * title stays part of the value, and `"yes"` or `"2"` stays a string.
 */
export function frontMatter(fields: Record<string, FrontMatterValue>): string {
  const yaml = stringify(fields, {
    defaultStringType: 'QUOTE_DOUBLE',
    defaultKeyType: 'PLAIN',
    doubleQuotedAsJSON: true,
    lineWidth: 0,
  });
  return `---\n${yaml.trimEnd()}\n---`;
}

/** A Markdown table; each cell is MDX already. */
export function table(header: string[], rows: string[][]): string {
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

/**
 * A name or type in code font for a reference table: it stays whole
 * (`--all`, `string`), and a long identifier may wrap only after its dots and
 * underscores (`def.ingest.rest.endpoint`). The class `ref-code` is in
 * src/css/custom.css; other code in table cells wraps anywhere.
 */
export function identifier(name: string): string {
  const text = name.replace(/[&<>{}]/g, (c) => `&#${c.charCodeAt(0)};`);
  return `<code className="ref-code">${text.replace(/([._/])(?=.)/g, '$1<wbr />')}</code>`;
}
