/**
 * Facts that several pages need are stated on one page and linked from the
 * others; where a machine can tell, a page that states one differently fails:
 * - the client's credentials: only the client configuration reference names
 *   the legacy `credentials.json`, and a page that says where the client keeps
 *   its credentials links there;
 * - statuses: a page that lists the statuses of an evaluation, remediation or
 *   alert links to the list on the rule evaluation page;
 * - how people and machine identities join a project: a page that grants a
 *   role with `--sub` links to the section that says who may get one;
 * - how the server reads its configuration: every MINDER_ and REMINDER_
 *   variable a page names is one that the server, the reminder service or the
 *   client reads, and a page that passes minder-server `--config` links to the
 *   section that says how the sources combine.
 */
import { describe, expect, it } from 'vitest';
import config from '../../fixtures/server-config.json';
import { loadCommandTree } from '../../../scripts/cli/load';
import { root, sourceFiles } from '../source-files';
import { proseLines } from './markdown-source';

export const homes = {
  credentials: {
    page: 'docs/ref/cli_configuration.md',
    link: '/ref/cli_configuration#where-the-client-keeps-its-credentials',
  },
  statuses: { page: 'docs/understand/rule_evaluation.md', link: '/understand/rule_evaluation#statuses' },
  joining: {
    page: 'docs/user_management/user_roles.md',
    link: '/user_management/user_roles#how-people-and-machine-identities-join-a-project',
  },
  serverConfig: {
    page: 'docs/run_minder_server/intro_to_install.md',
    link: '/run_minder_server/intro_to_install#how-the-server-reads-its-configuration',
  },
} as const;

type Home = keyof typeof homes;

/** Whether `text` links to the home of a fact, by URL or by file. */
export function linksTo(text: string, home: Home): boolean {
  const { link } = homes[home];
  const [path, anchor] = link.split('#');
  const file = path!.split('/').pop();
  return text.includes(`](${link})`) || new RegExp(`\\]\\([^)]*${file}(\\.md)?#${anchor}\\)`).test(text);
}

const commands = loadCommandTree(root);
const flagVariables = new Set(
  commands.flatMap((command) =>
    command.flags.map((flag) => `MINDER_${flag.name.toUpperCase().replace(/-/g, '_')}`),
  ),
);
const variables = new Set([
  ...config.server.map((key) => key.env),
  ...config.reminder.map((key) => key.env),
  ...config.server_fallback.variables,
  ...config.client.variables,
]);

/** The MINDER_ and REMINDER_ variables a page names that nothing reads, as `file:line: name`. */
export function unknownVariables(file: string, text: string): string[] {
  const problems: string[] = [];
  text.split('\n').forEach((line, index) => {
    // A secret or variable of a workflow is the reader's own name, not one Minder reads.
    if (/secrets\.|\bsecret\b/i.test(line)) return;
    for (const [name] of line.matchAll(/\b(?:MINDER|REMINDER)_[A-Z0-9_]*[A-Z0-9]/g))
      if (!variables.has(name) && !flagVariables.has(name)) problems.push(`${file}:${index + 1}: ${name}`);
  });
  return problems;
}

/** What a page states that belongs to a fact's home, without linking there. */
export function unlinkedFacts(file: string, text: string): string[] {
  const problems: string[] = [];
  const prose = proseLines(text).join('\n');
  const needs = (home: Home, states: boolean, what: string) => {
    if (file !== homes[home].page && states && !linksTo(text, home))
      problems.push(`${file}: ${what}, without a link to ${homes[home].link}`);
  };
  if (file !== homes.credentials.page && /credentials\.json/.test(text))
    problems.push(
      `${file}: names credentials.json, which the client only reads as a legacy fallback (new logins are saved to <host>_<port>.json); say it on ${homes.credentials.page} only`,
    );
  needs(
    'credentials',
    /(credentials|tokens?) (are|is) (saved|stored|written|kept)|saves? (your|the) (credentials|tokens?)/i.test(
      prose,
    ),
    'says where the client keeps its credentials',
  );
  const statusWords = ['success', 'failure', 'error', 'skipped', 'not_available', 'pending'];
  const listed = statusWords.filter((word) => new RegExp(`\`${word}\``).test(prose));
  needs('statuses', listed.length >= 4, `lists statuses (${listed.join(', ')})`);
  needs('joining', /minder project role grant[^\n`]*--sub/.test(text), 'grants a role with `--sub`');
  needs(
    'serverConfig',
    /minder-server[^\n`]*--config|--config[^\n`]*minder-server/.test(text),
    'passes `--config` to minder-server',
  );
  return problems;
}

describe('facts stated once', () => {
  const pages = sourceFiles('docs', /\.mdx?$/);

  it('have their home sections', () => {
    for (const home of Object.values(homes)) {
      const page = pages.find(({ file }) => file === home.page);
      expect(page, home.page).toBeDefined();
      const heading = home.link.split('#')[1]!;
      const headings = [...page!.text.matchAll(/^#{2,3} (.+)$/gm)].map((match) =>
        match[1]!
          .toLowerCase()
          .replace(/[`'"]/g, '')
          .replace(/[^\w\s-]/g, '')
          .trim()
          .replace(/\s+/g, '-'),
      );
      expect(headings, home.link).toContain(heading);
    }
  });

  it('are linked, not stated differently, from every other page', () => {
    expect(pages.flatMap(({ file, text }) => unlinkedFacts(file, text))).toEqual([]);
  });

  it('name only the environment variables that Minder reads', () => {
    expect(pages.flatMap(({ file, text }) => unknownVariables(file, text))).toEqual([]);
  });

  it('catch a page that states a fact without its link, or a variable nothing reads', () => {
    expect(
      unlinkedFacts('docs/a.md', 'Your credentials are saved to `~/.config/minder/credentials.json`.'),
    ).toEqual([
      'docs/a.md: names credentials.json, which the client only reads as a legacy fallback (new logins are saved to <host>_<port>.json); say it on docs/ref/cli_configuration.md only',
      'docs/a.md: says where the client keeps its credentials, without a link to /ref/cli_configuration#where-the-client-keeps-its-credentials',
    ]);
    expect(
      unlinkedFacts(
        'docs/a.md',
        'Your credentials are saved per server ([where](/ref/cli_configuration#where-the-client-keeps-its-credentials)).',
      ),
    ).toEqual([]);
    expect(unlinkedFacts('docs/a.md', 'It is `success`, `failure`, `error` or `skipped`.')).toHaveLength(1);
    expect(
      unlinkedFacts('docs/a.md', '```bash\nminder project role grant --sub 1234 --role viewer\n```\n'),
    ).toHaveLength(1);
    expect(unlinkedFacts('docs/a.md', 'Run `minder-server serve --config config.yaml`.')).toHaveLength(1);
    expect(unknownVariables('docs/a.md', 'Set `MINDER_GITHUB_APP_PRIVATE_KEY_FILE`.')).toEqual([
      'docs/a.md:1: MINDER_GITHUB_APP_PRIVATE_KEY_FILE',
    ]);
    // Read by minder-server serve through FallbackOAuthClientConfigValues.
    expect(unknownVariables('docs/a.md', 'Set `MINDER_GITHUB_APP_CLIENT_ID_FILE`.')).toEqual([]);
    expect(
      unknownVariables(
        'docs/a.md',
        'Set `MINDER_PROVIDER_GITHUB_APP_CLIENT_ID_FILE` or `MINDER_AUTH_TOKEN`.',
      ),
    ).toEqual([]);
    expect(unknownVariables('docs/a.md', 'Add an Actions secret named `MINDER_TOKEN_FOR_CI`.')).toEqual([]);
  });
});
