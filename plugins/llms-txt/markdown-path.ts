/**
 * Where the llms-txt plugin writes the Markdown copy of a page: next to its
 * HTML, `/ref/schema.md` for `/ref/schema`, `/index.md` for the home page.
 */
export function markdownPath(pathname: string): string {
  const path = pathname.replace(/\/+$/, '');
  return `${path || '/index'}.md`;
}
