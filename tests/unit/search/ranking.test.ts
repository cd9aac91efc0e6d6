import { describe, expect, it } from 'vitest';
import {
  apiIdentifiers,
  buildIndex,
  loadIndex,
  loadText,
  namesApi,
  queryWords,
  rank,
  stem,
} from '../../../plugins/search-index/engine';
import { pageRecords } from '../../../plugins/search-index/records';
import { builtPage, heading } from './built-pages';

// How the engine ranks queries typed as readers ask: tasks and questions in
// plain words, against guides, command pages and the API reference.

const options = {
  areaByTag: { 'docs-api-current': 'REST API reference', 'docs-cli-current': 'Command-line reference' },
  defaultArea: 'Documentation',
};

interface Page {
  path: string;
  title: string;
  tag?: string;
  /** The HTML after the title; the title as a sentence when absent. */
  body?: string;
}

/** The records of built pages, as the index has them. */
function indexed(pages: Page[]) {
  const records = pages.flatMap(({ path, title, tag = 'docs-default-current', body }) =>
    pageRecords(builtPage({ title, tag, crumbs: [], body: body ?? `<p>${title}.</p>` }), path, options),
  );
  const built = buildIndex(records);
  const { engine, records: loaded } = loadIndex(JSON.parse(JSON.stringify(built.index)));
  return { engine, text: loadText(JSON.parse(JSON.stringify(built.text))), records: loaded };
}

/**
 * The URLs a query ranks, best first, over both tiers of the pages' index, or
 * over the headings alone, as the first query of a visit.
 */
function searcher(pages: Page[], tiers: 'both' | 'headings' = 'both'): (query: string) => string[] {
  const { engine, text, records } = indexed(pages);
  const engines = tiers === 'both' ? [engine, text] : [engine];
  return (query) => rank(engines, records, query).map((result) => records[result.id as number]!.url);
}

const registerRepos: Page = {
  path: '/getting_started/register_repos',
  title: 'Register repositories',
  body: [
    '<p>Register the repositories Minder checks.</p>',
    heading(2, 'unregister-a-repository', 'Unregister a repository'),
    '<p>Delete a repository from Minder with minder repo delete.</p>',
  ].join('\n'),
};

const repositoryService: Page = {
  path: '/ref/api/repository-service',
  title: 'RepositoryService',
  tag: 'docs-api-current',
  body: [
    '<p>Registers, lists and deletes repositories.</p>',
    heading(2, 'delete-repository-by-name', 'DeleteRepositoryByName'),
    '<p>Deletes a repository, given its name.</p>',
  ].join('\n'),
};

describe('question words', () => {
  it('leaves out the words that make a task a question, so the question finds what the task finds', () => {
    expect(queryWords('how do I register a repository')).toEqual(queryWords('register repository'));
    expect(queryWords('what is a profile')).toEqual(['profile']);
    expect(queryWords('why does my rule fail')).toEqual(['rule', 'fail']);
  });

  it('ranks the section of the task above headings that share only the question words', () => {
    const pages = [
      {
        path: '/about/contributing',
        title: 'Contributing',
        body: [
          heading(2, 'how-the-docs-are-laid-out', 'How the docs are laid out'),
          '<p>Where each part lives.</p>',
        ].join('\n'),
      },
      {
        path: '/getting_started/login',
        title: 'Log in to Minder',
        body: `${heading(2, 'log-out', 'Log out')}<p>Run minder auth logout.</p>`,
      },
    ];
    for (const tiers of ['headings', 'both'] as const)
      expect(searcher(pages, tiers)('how do I log out')[0], tiers).toBe('/getting_started/login#log-out');
  });
});

describe('word forms', () => {
  it('takes the -ing, -ed, -y and -ies endings off query words, and leaves short words and names whole', () => {
    expect(stem('registering')).toBe('register');
    expect(stem('logged')).toBe('log');
    expect(stem('installed')).toBe('install');
    expect([stem('repository'), stem('repositories')]).toEqual(['repositor', 'repositor']);
    expect([stem('used'), stem('copy'), stem('string'), stem('alerts')]).toEqual([
      'used',
      'copy',
      'string',
      'alerts',
    ]);
    // A camel-case name is a name, not an English word.
    expect(queryWords('ListRepositories')).toEqual(['listrepositories']);
  });

  it('finds a page by another form of the words of its title', () => {
    const urls = searcher([
      { path: '/understand/repository_settings', title: 'Repository settings' },
      { path: '/getting_started/register_repos', title: 'Register repositories' },
    ]);
    expect(urls('registering a repository')[0]).toBe('/getting_started/register_repos');
  });
});

describe('the API reference', () => {
  it('comes after the guide for a task that names no part of the API', () => {
    const urls = searcher([repositoryService, registerRepos]);
    expect(urls('delete a repository')[0]).toBe('/getting_started/register_repos#unregister-a-repository');
    // It still answers when nothing else matches.
    expect(urls('deletes')).toContain('/ref/api/repository-service#delete-repository-by-name');
  });

  it('keeps its weight for a query that names a call or a page of it, however it is typed, or the API', () => {
    const urls = searcher([
      repositoryService,
      registerRepos,
      { path: '/ref/api/schemas', title: 'Schemas', tag: 'docs-api-current' },
      {
        path: '/ref/schema',
        title: 'Resource schemas',
        body: '<p>The schemas of the resource files, one schema for each kind of file.</p>',
      },
    ]);
    for (const query of ['DeleteRepositoryByName', 'deleterepositorybyname'])
      expect(urls(query)[0], query).toBe('/ref/api/repository-service#delete-repository-by-name');
    expect(urls('schemas')[0]).toBe('/ref/api/schemas');
    expect(urls('delete a repository with the REST API')[0]).toMatch(/^\/ref\/api\/repository-service/);
  });

  it("knows the API's names from the reference's camel-case headings and one-word page titles", () => {
    const { records } = indexed([
      repositoryService,
      { path: '/ref/api/schemas', title: 'Schemas', tag: 'docs-api-current' },
      {
        path: '/ref/proto',
        title: 'Protocol reference',
        body: [
          heading(2, 'messages', 'Messages'),
          heading(3, 'minder-v1-provider', 'Provider'),
          heading(3, 'minder-v1-ruletype-definition', 'RuleType.Definition'),
        ].join('\n'),
      },
      // A camel-case heading outside the API reference names no call.
      { path: '/ref/rule_evaluation_details', title: 'remediationDetails' },
    ]);
    const names = apiIdentifiers(records);
    expect([...names].sort()).toEqual(['deleterepositorybyname', 'repositoryservice', 'ruletype', 'schemas']);
    expect(namesApi('what is a provider', names)).toBe(false);
    expect(namesApi('remediationDetails', names)).toBe(true);
    expect(namesApi('ruletype', names)).toBe(true);
    expect(namesApi('the grpc of minder', names)).toBe(true);
  });
});

describe('questions about what something is', () => {
  const pages: Page[] = [
    {
      path: '/integrations/provider_integrations/github',
      title: 'GitHub provider',
      body: '<p>The GitHub provider enrolls with the Minder GitHub App.</p>',
    },
    {
      path: '/understand/providers',
      title: 'Providers',
      body: '<p>A provider connects Minder to a platform, such as GitHub.</p>',
    },
  ];

  it('rank the page that explains the idea first', () => {
    const urls = searcher(pages);
    expect(urls('what is a provider')[0]).toBe('/understand/providers');
    expect(urls("what's a provider")[0]).toBe('/understand/providers');
    // The same word without the question finds the page that has it in its title first.
    expect(urls('provider')[0]).toBe('/integrations/provider_integrations/github');
  });
});
