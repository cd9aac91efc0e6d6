import { join } from 'node:path';

/** The Prism grammar that highlights each code block language this site writes (aliases included). */
export const grammarOfLanguage: Readonly<Record<string, string>> = {
  bash: 'bash',
  sh: 'bash',
  shell: 'bash',
  json: 'json',
  yaml: 'yaml',
  yml: 'yaml',
  powershell: 'powershell',
  rego: 'rego',
  jq: 'jq',
  // Starlark test files of `mindev test` are written as Python blocks; JUnit reports as XML.
  python: 'python',
  // The markup grammar also answers to `html` (and `svg`, `mathml`...) once any page has loaded
  // it into the shared Prism: a page whose blocks use one of those names must load it too, or the
  // server's highlighted HTML would not match the client's plain text at hydration.
  xml: 'markup',
  html: 'markup',
};

/** The module that makes Prism global for the grammar files; imported before them. */
export const globalPrismModule = join(__dirname, 'global-prism.ts');

type Node = {
  type: string;
  lang?: string | null;
  name?: string | null;
  attributes?: Array<{ type: string; name?: string; value?: unknown }>;
  children?: Node[];
};

/** The languages of a Markdown tree's code blocks: fenced blocks and `<CodeBlock language="...">`. */
export function codeLanguages(tree: Node): Set<string> {
  const languages = new Set<string>();
  const visit = (node: Node) => {
    if (node.type === 'code' && node.lang) languages.add(node.lang);
    if (
      (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') &&
      node.name === 'CodeBlock'
    ) {
      const language = node.attributes?.find((attribute) => attribute.name === 'language')?.value;
      if (typeof language === 'string') languages.add(language);
    }
    node.children?.forEach(visit);
  };
  visit(tree);
  return languages;
}

/** What a page with code blocks in `languages` imports, in order: the global Prism, then its grammars. */
export function grammarImports(languages: Iterable<string>): string[] {
  const grammars = [...new Set([...languages].map((language) => grammarOfLanguage[language]))]
    .filter((grammar): grammar is string => grammar !== undefined)
    .sort();
  if (grammars.length === 0) return [];
  return [globalPrismModule, ...grammars.map((grammar) => `prismjs/components/prism-${grammar}.js`)];
}

/**
 * A remark plugin for the docs instances: a page imports the Prism grammars
 * of its own code blocks, so they load with its content chunk, before it
 * renders, both when it hydrates and after a client-side navigation. A page
 * without code loads no grammar, and no page loads one it does not use.
 */
export default function remarkGrammars() {
  return (tree: Node & { children: Node[] }) => {
    const sources = grammarImports(codeLanguages(tree));
    if (sources.length === 0) return;
    tree.children.unshift({
      type: 'mdxjsEsm',
      value: sources.map((source) => `import ${JSON.stringify(source)};`).join('\n'),
      data: {
        estree: {
          type: 'Program',
          sourceType: 'module',
          body: sources.map((source) => ({
            type: 'ImportDeclaration',
            specifiers: [],
            attributes: [],
            source: { type: 'Literal', value: source, raw: JSON.stringify(source) },
          })),
        },
      },
    } as Node);
  };
}
