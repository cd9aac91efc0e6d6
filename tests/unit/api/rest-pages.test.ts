/**
 * The /ref/api pages: anchors, the service pages gathered from the
 * plugin's sections, and the schema index.
 */
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { kebab, operationAnchor } from '../../../scripts/api/rest-operation';
import { fillTemplate, firstSentence, schemasPage, servicePage } from '../../../scripts/api/rest-pages';
import { createApiStore, reduceApiState, initialApiState } from '../../../src/components/ApiReference/store';

describe('anchors and page ids', () => {
  it('are the kebab case of service and method names, with a binding number last', () => {
    expect(kebab('RepositoryService')).toBe('repository-service');
    expect(kebab('OAuthService')).toBe('oauth-service');
    expect(operationAnchor('RepositoryService_RegisterRepository')).toBe('register-repository');
    expect(operationAnchor('RepositoryService_ListRepositories2')).toBe('list-repositories-2');
    expect(operationAnchor('ArtifactService_GetArtifactById')).toBe('get-artifact-by-id');
  });
});

describe('firstSentence', () => {
  it('takes the first sentence of the first paragraph, on one line', () => {
    expect(firstSentence('Lists the\nrepositories. Then more.\n\nOther.')).toBe('Lists the repositories.');
    expect(firstSentence('Version `v1.2` of it')).toBe('Version `v1.2` of it');
  });
});

describe('servicePage', () => {
  const sections = new Map([
    ['HealthService_CheckHealth', '## CheckHealth {/* #check-health */}\n\nsection one'],
    ['HealthService_CheckHealth2', '## CheckHealth (alternate path) {/* #check-health-2 */}\n\nsection two'],
  ]);
  const service = {
    name: 'HealthService',
    description: 'Tells whether the server is up. Probes call it {often}.',
  };

  it('has front matter, the imports, the description and the sections in the given order', () => {
    const page = servicePage(
      service,
      [
        {
          operationId: 'HealthService_CheckHealth2',
          summary: 'x',
          method: 'get',
          tag: 'HealthService',
          token: false,
        },
        {
          operationId: 'HealthService_CheckHealth',
          summary: 'x',
          method: 'get',
          tag: 'HealthService',
          token: false,
        },
      ],
      sections,
    );
    const [, front] = /^---\n([\s\S]*?)\n---\n/.exec(page)!;
    expect(parse(front!)).toEqual({
      id: 'health-service',
      title: 'HealthService',
      description: 'Tells whether the server is up.',
      toc_max_heading_level: 2,
      custom_edit_url: null,
    });
    expect(page).toContain('import StatusCodes from "@theme/StatusCodes";');
    // MDX would read the braces as an expression.
    expect(page).toContain('Probes call it \\{often\\}.');
    expect(page.indexOf('section two')).toBeLessThan(page.indexOf('section one'));
    expect(page).not.toContain('MINDER_TOKEN');
  });

  it('tells how to set the token when a call needs one', () => {
    const page = servicePage(
      service,
      [
        {
          operationId: 'HealthService_CheckHealth',
          summary: 'x',
          method: 'get',
          tag: 'HealthService',
          token: true,
        },
      ],
      sections,
    );
    expect(page).toContain('export MINDER_TOKEN=$(minder auth token)');
  });
});

describe('fillTemplate', () => {
  it('fills every slot, and names the template when a slot or a value is left over', () => {
    expect(fillTemplate('t.mdx', 'id: {{{id}}}\n{{{markdown}}}', { id: 'a', markdown: '$& b' })).toBe(
      'id: a\n$& b',
    );
    expect(() => fillTemplate('t.mdx', '{{{id}}} {{{title}}}', { id: 'a' })).toThrow(
      't.mdx: no value for {{{title}}}',
    );
    expect(() => fillTemplate('t.mdx', '{{{id}}}', { id: 'a', title: 'b' })).toThrow(
      't.mdx: no slot for title',
    );
  });
});

describe('schemasPage', () => {
  it('lists every schema by name, linked to its fields when it has an entry in /ref/proto', () => {
    const page = schemasPage([
      { name: 'Status', kind: 'message', description: 'The error shape. It has `code`.' },
      {
        name: 'Entity',
        kind: 'enum',
        href: '/ref/proto#minder-v1-entity',
        description: 'Kinds of entity. More.',
      },
    ]);
    expect(page).toContain('names 2 schemas');
    expect(page).toContain('| [Entity](/ref/proto#minder-v1-entity) | enum | Kinds of entity. |');
    expect(page).toContain('| `Status` | message | The error shape. It has `code`. |');
    expect(page.indexOf('Entity')).toBeLessThan(page.indexOf('`Status`'));
  });
});

describe('the reference store', () => {
  it('keeps the tab selections the theme components dispatch, and tells subscribers', () => {
    const store = createApiStore();
    let calls = 0;
    const unsubscribe = store.subscribe(() => calls++);
    store.dispatch({ type: 'contentType/setContentType', payload: 'application/json' });
    store.dispatch({ type: 'schemaSelection/setSchemaSelection', payload: { path: 'body.a', index: 1 } });
    expect(store.getState().contentType.value).toBe('application/json');
    expect(store.getState().schemaSelection.selections).toEqual({ 'body.a': 1 });
    expect(calls).toBe(2);
    unsubscribe();
    store.dispatch({ type: 'accept/setAccept', payload: 'application/json' });
    expect(calls).toBe(2);
    expect(reduceApiState(initialApiState(), { type: 'schemaSelection/clearSchemaSelections' })).toEqual(
      initialApiState(),
    );
  });
});
