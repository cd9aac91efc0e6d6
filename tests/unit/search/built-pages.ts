/**
 * Small built pages of each kind, with the markup Docusaurus gives them
 * (breadcrumbs, headings with hash links, the mobile table of contents, the
 * footer and pagination), for the tests of the two search indexes.
 */

/** A heading as the docs theme renders it, with its hash link. */
export function heading(level: 2 | 3, id: string, text: string): string {
  return `<h${level} class="anchor anchorTargetHideOnScrollNavbar_vjPI" id="${id}">${text}<a href="#${id}" class="hash-link" aria-label="Direct link to ${text}" title="Direct link to ${text}" translate="no">\u200b</a></h${level}>`;
}

/** The breadcrumbs: "Home", then each crumb (a link when it has `href`), the last one active. */
function breadcrumbs(crumbs: { label: string; href?: string }[]): string {
  if (crumbs.length === 0) return '';
  const items = crumbs.map(({ label, href }, index) => {
    const active = index === crumbs.length - 1;
    const inner = href
      ? `<a class="breadcrumbs__link" href="${href}"><span>${label}</span></a>`
      : `<span class="breadcrumbs__link">${label}</span>`;
    return `<li class="breadcrumbs__item${active ? ' breadcrumbs__item--active' : ''}">${inner}</li>`;
  });
  return `<nav class="theme-doc-breadcrumbs breadcrumbsContainer_Z_bl" aria-label="Breadcrumbs"><ul class="breadcrumbs"><li class="breadcrumbs__item"><a aria-label="Home page" class="breadcrumbs__link" href="/"><svg viewBox="0 0 24 24" class="breadcrumbHomeIcon_YNFT"><path d="M10 19v-5h4v5" fill="currentColor" /></svg></a></li>${items.join('')}</ul></nav>`;
}

/** A whole built page of a docs instance (`tag`, such as `docs-cli-current`). */
export function builtPage(page: {
  title: string;
  tag: string;
  crumbs: { label: string; href?: string }[];
  body: string;
}): string {
  return `<!doctype html>
<html lang="en" dir="ltr"><head><meta charset="UTF-8" /><title data-rh="true">${page.title} | Minder docs</title>
<meta data-rh="true" name="docsearch:language" content="en" />
<meta data-rh="true" name="docsearch:version" content="current" />
<meta data-rh="true" name="docsearch:docusaurus_tag" content="${page.tag}" /></head>
<body><nav aria-label="Main" class="navbar navbar--fixed-top"><a class="navbar__brand" href="/">Minder docs</a></nav>
<article>${breadcrumbs(page.crumbs)}
<div class="tocCollapsible_ETCw theme-doc-toc-mobile tocMobile_ITEo"><button type="button" class="clean-btn tocCollapsibleButton_TO0P">On this page</button></div>
<div class="theme-doc-markdown markdown"><header><h1>${page.title}</h1></header>
${page.body}
</div>
<footer class="theme-doc-footer docusaurus-mt-lg"><a href="https://github.com/mindersec/minder-docs/edit/main/docs">Edit this page</a></footer>
</article>
<nav class="docusaurus-mt-lg pagination-nav" aria-label="Docs pages"><a class="pagination-nav__link pagination-nav__link--prev" href="/getting_started/login"><div class="pagination-nav__label">Log in to Minder</div></a></nav>
</body></html>`;
}

/** The pages of the tests, by name. */
export const builtPages: Record<string, string> = {
  quickstart: builtPage({
    title: 'Quickstart',
    tag: 'docs-default-current',
    crumbs: [{ label: 'Getting started' }, { label: 'Quickstart' }],
    body: [
      '<p><code>minder quickstart</code> is the fast path through this tutorial.</p>',
      heading(2, 'before-you-begin', 'Before you begin'),
      '<ul><li>A GitHub account</li><li>The <code>minder</code> CLI, logged in</li></ul>',
      heading(3, 'install-the-cli', 'Install the CLI'),
      '<pre tabindex="0" class="prism-code language-bash"><code>brew install minder</code></pre>',
      '<button type="button" aria-label="Copy code to clipboard" class="clean-btn">Copy</button>',
      '<div data-search-exclude="true"><p>Draft notes for the maintainers only.</p></div>',
      heading(2, 'run-the-quickstart', 'Run the quickstart'),
      '<p>Run it and follow the prompts.</p>',
      '<div class="mermaid-container"><svg><text>graph LR</text></svg></div>',
    ].join('\n'),
  }),
  'profile-service': builtPage({
    title: 'ProfileService',
    tag: 'docs-api-current',
    crumbs: [{ label: 'ProfileService' }],
    body: [
      '<p>Creates, reads, changes and deletes profiles.</p>',
      heading(2, 'create-profile', 'CreateProfile'),
      '<div class="openapi-left-panel__container api-operation">',
      '<pre class="openapi__method-endpoint"><span class="badge badge--success">POST</span> <h2 class="openapi__method-endpoint-path">/api/v1/profile</h2></pre>',
      '<p>Creates a profile in the project named by <code>context</code>.</p>',
      `<div class="request-example"><pre><code>curl -X POST 'https://api.custcodian.dev/api/v1/profile'</code></pre></div>`,
      '<h3 id="request">Request</h3>',
      '<details class="mime"><summary>application/json</summary><p>Body field table</p></details>',
      '</div>',
      heading(2, 'delete-profile', 'DeleteProfile'),
      '<p>Deletes a profile.</p>',
    ].join('\n'),
  }),
  minder_repo_list: builtPage({
    title: 'minder repo list',
    tag: 'docs-cli-current',
    crumbs: [{ label: 'repo', href: '/ref/cli/minder_repo' }, { label: 'list' }],
    body: [
      '<div data-search-merge="true">',
      '<p><strong>List the registered repositories.</strong></p>',
      '<p>Lists the repositories registered in the project.</p>',
      heading(2, 'usage', 'Usage'),
      '<pre tabindex="0" class="prism-code language-text"><code>minder repo list [flags]</code></pre>',
      heading(2, 'flags', 'Flags'),
      '<table><thead><tr><th>Flag</th><th>Description</th></tr></thead><tbody><tr><td><code class="ref-code">-o</code>, <code class="ref-code">--output</code></td><td>Output format.</td></tr></tbody></table>',
      '<div data-search-exclude="true">',
      heading(2, 'inherited-flags', 'Inherited flags'),
      '<p>These flags come from the commands above this one.</p>',
      '</div>',
      '</div>',
    ].join('\n'),
  }),
  'no-breadcrumbs': builtPage({
    title: 'Minder',
    tag: 'docs-default-current',
    crumbs: [],
    body: [
      '<p>Minder helps you secure your software supply chain.</p>',
      heading(2, 'where-to-start', 'Where to start'),
      '<p>Begin with the quickstart.</p>',
    ].join('\n'),
  }),
};
