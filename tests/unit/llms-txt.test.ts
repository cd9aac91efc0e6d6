/**
 * The Markdown copies of the pages (plugins/llms-txt): the rehype step that
 * turns the classic theme's code blocks, admonitions and heading anchors into
 * plain Markdown, run through the same unified pipeline the npm plugin uses
 * (rehype-parse, rehype-remark, remark-gfm, remark-stringify), and the areas
 * that the index follows.
 */
import rehypeParse from 'rehype-parse';
import rehypeRemark from 'rehype-remark';
import remarkGfm from 'remark-gfm';
import remarkStringify from 'remark-stringify';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import { llmsTxtOptions, sidebarAreas } from '../../plugins/llms-txt/options';
import rehypeDocusaurus from '../../plugins/llms-txt/rehype-docusaurus';
import { markdownPath } from '../../plugins/llms-txt/markdown-path';

async function toMarkdown(html: string): Promise<string> {
  const file = await unified()
    .use(rehypeParse, { fragment: true })
    .use(rehypeDocusaurus)
    .use(rehypeRemark)
    .use(remarkGfm)
    .use(remarkStringify)
    .process(html);
  return String(file);
}

// The shapes the classic theme of Docusaurus 3.10 draws (build/getting_started/quickstart.html).
const codeBlock = `<div class="language-yaml codeBlockContainer_x theme-code-block"><div class="codeBlockContent_x"><pre tabindex="0" class="prism-code language-yaml codeBlock_x"><code class="codeBlockLines_x"><div class="token-line"><span class="token key">version</span><span class="token punctuation">:</span> v1</div><div class="token-line"><span class="token key">type</span><span class="token punctuation">:</span> profile</div></code></pre></div></div>`;
const admonition = `<div class="theme-admonition theme-admonition-warning admonition_x alert alert--warning"><div class="admonitionHeading_x"><span class="admonitionIcon_x"><svg viewBox="0 0 16 16"><path d="M0 0"/></svg></span>Remediation changes settings</div><div class="admonitionContent_x"><p>Minder turns it on.</p></div></div>`;
const heading = `<h2 id="before-you-begin">Before you begin<a href="#before-you-begin" class="hash-link" aria-label="Direct link to Before you begin" title="Direct link to Before you begin">\u200b</a></h2>`;

describe('the Markdown copy of a page', () => {
  it('keeps a code block whole: its language, and one line per line', async () => {
    expect(await toMarkdown(codeBlock)).toBe('```yaml\nversion: v1\ntype: profile\n```\n');
  });

  it('turns an admonition into a block quote that starts with its title', async () => {
    expect(await toMarkdown(admonition)).toBe(
      '> **Remediation changes settings**\n>\n> Minder turns it on.\n',
    );
  });

  it('drops the anchor link of a heading', async () => {
    expect(await toMarkdown(heading)).toBe('## Before you begin\n');
  });

  it('is linked from each page, next to its HTML', () => {
    expect(markdownPath('/ref/schema')).toBe('/ref/schema.md');
    expect(markdownPath('/ref/schema/')).toBe('/ref/schema.md');
    expect(markdownPath('/')).toBe('/index.md');
  });
});

describe('the index', () => {
  it('follows the areas of the sidebar, in order, with their labels', () => {
    expect(
      sidebarAreas([
        { type: 'doc', id: 'index' },
        { type: 'category', label: 'Getting started', items: ['getting_started/install_cli'] },
        {
          type: 'category',
          label: 'Reference',
          items: [
            { type: 'link', href: '/ref/cli/minder' },
            { type: 'doc', id: 'ref/schema' },
          ],
        },
      ]),
    ).toEqual([
      { folder: 'getting_started', label: 'Getting started' },
      { folder: 'ref', label: 'Reference' },
    ]);
    expect(llmsTxtOptions.includeOrder.slice(0, 3)).toEqual(['/', '/getting_started/**', '/understand/**']);
  });
});
