/**
 * The hosting rules as the `_headers` and `_redirects` files that Netlify and
 * Cloudflare Pages read from the published folder, and back: scripts/serve.ts
 * serves a build by these files, so what the tests check is what a host gets.
 */
import { HostingRuleError, type FolderRedirect, type HeaderRule, type HostingRules } from './rules';

const banner = '# Written by plugins/hosting at build time; edit plugins/hosting/rules.ts instead.';

export function formatHeaders({ headers }: HostingRules): string {
  const blocks = headers.map(
    ({ path, headers: values }) =>
      `${path}\n${Object.entries(values)
        .map(([name, value]) => `  ${name}: ${value}`)
        .join('\n')}`,
  );
  return `${banner}\n${blocks.join('\n')}\n`;
}

export function formatRedirects({ redirects }: HostingRules): string {
  return `${banner}\n${redirects.map(({ from, to, status }) => `${from} ${to} ${status}`).join('\n')}\n`;
}

/** The meaningful lines of a recipe file, with their line numbers for error messages. */
function lines(text: string): { line: string; number: number }[] {
  return text
    .split('\n')
    .map((line, index) => ({ line: line.trimEnd(), number: index + 1 }))
    .filter(({ line }) => line.trim() !== '' && !line.trim().startsWith('#'));
}

export function parseHeaders(text: string, file = '_headers'): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const { line, number } of lines(text)) {
    if (!/^\s/.test(line)) {
      rules.push({ path: line, headers: {} });
      continue;
    }
    const header = /^\s+([\w-]+):\s*(.*)$/.exec(line);
    const rule = rules.at(-1);
    if (!header || !rule)
      throw new HostingRuleError(`${file}:${number}: expected "  Name: value" under a path`);
    rule.headers[header[1]] = header[2];
  }
  return rules;
}

export function parseRedirects(text: string, file = '_redirects'): FolderRedirect[] {
  return lines(text).map(({ line, number }) => {
    const [from, to, status, ...rest] = line.trim().split(/\s+/);
    if (!to || rest.length > 0 || !/^3\d\d$/.test(status ?? '')) {
      throw new HostingRuleError(`${file}:${number}: expected "from to status" with a 3xx status`);
    }
    return { from, to, status: Number(status) };
  });
}
