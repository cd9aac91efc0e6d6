/**
 * A rehype plugin for the Markdown copies of the pages (see ./options.ts),
 * run on each page's HTML before the llms-txt plugin turns it into Markdown
 * (its `beforeDefaultRehypePlugins` option). It turns what the classic
 * theme draws for people into what Markdown says plainly:
 *
 * - a code block is one `<pre><code class="language-…">` with its lines
 *   separated by newlines: the theme draws each line as a `div`, which would
 *   become a paragraph of its own, and puts the language on the `pre`;
 * - an admonition becomes a block quote that starts with its title in bold,
 *   without its icon;
 * - the "Direct link to" anchor of each heading is dropped.
 */
import type { Element, ElementContent, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import { SKIP, visit } from 'unist-util-visit';

const classesOf = (node: Element): string[] => {
  const value: unknown = node.properties?.className;
  return Array.isArray(value) ? value.map(String) : typeof value === 'string' ? value.split(/\s+/) : [];
};

const hasClass = (node: Element, name: string) => classesOf(node).includes(name);
const hasClassStarting = (node: Element, prefix: string) =>
  classesOf(node).some((name) => name.startsWith(prefix));

function element(tagName: string, properties: Element['properties'], children: ElementContent[]): Element {
  return { type: 'element', tagName, properties, children };
}

function findElement(node: Element, test: (candidate: Element) => boolean): Element | undefined {
  let found: Element | undefined;
  visit(node, 'element', (candidate: Element) => {
    if (found || candidate === node || !test(candidate)) return undefined;
    found = candidate;
    return SKIP;
  });
  return found;
}

/** The text of a code block as the reader copies it: one line per line of the theme's. */
function codeText(pre: Element): string {
  const lines: string[] = [];
  visit(pre, 'element', (node: Element) => {
    if (!hasClass(node, 'token-line')) return undefined;
    lines.push(toString(node));
    return SKIP;
  });
  return lines.length > 0 ? lines.join('\n') : toString(pre);
}

export default function rehypeDocusaurus() {
  return (tree: Root) => {
    visit(tree, 'element', (node: Element, index, parent) => {
      if (!parent || index === undefined) return undefined;
      if (node.tagName === 'a' && hasClass(node, 'hash-link')) {
        parent.children.splice(index, 1);
        return [SKIP, index];
      }
      if (node.tagName === 'pre') {
        const language = classesOf(node)
          .find((name) => name.startsWith('language-'))
          ?.slice('language-'.length);
        const code = element('code', language ? { className: [`language-${language}`] } : {}, [
          { type: 'text', value: codeText(node) },
        ]);
        parent.children[index] = element('pre', {}, [code]);
        return SKIP;
      }
      if (node.tagName === 'div' && hasClass(node, 'theme-admonition')) {
        const heading = findElement(node, (candidate) => hasClassStarting(candidate, 'admonitionHeading'));
        const content = findElement(node, (candidate) => hasClassStarting(candidate, 'admonitionContent'));
        const title = heading ? toString(heading).trim() : '';
        parent.children[index] = element('blockquote', {}, [
          ...(title ? [element('p', {}, [element('strong', {}, [{ type: 'text', value: title }])])] : []),
          ...(content?.children ?? node.children),
        ]);
        return index;
      }
      return undefined;
    });
  };
}
