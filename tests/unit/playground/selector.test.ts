import { describe, expect, it } from 'vitest';
import * as cel from '@bufbuild/cel';
import {
  SAMPLE_ENTITIES,
  checkSelector,
  evaluateSelector,
  selectorEntityJson,
  type SelectorEntityKind,
} from '../../../src/components/Playground/selector';
import {
  SelectorEntityDesc,
  SelectorRepositoryDesc,
} from '../../../src/components/Playground/selector-types';

const provider = { name: 'acme-github', class: 'github' };

const repo = (extra: Record<string, unknown> = {}) => ({
  name: 'acme/widgets',
  provider,
  ...extra,
});
const artifact = (extra: Record<string, unknown> = {}) => ({
  name: 'acme/widgets-image',
  provider,
  type: 'container',
  ...extra,
});
const pr = (extra: Record<string, unknown> = {}) => ({
  name: 'acme/widgets/7',
  provider,
  ...extra,
});

function selected(expr: string, kind: SelectorEntityKind, sample: unknown, generic = false) {
  const r = evaluateSelector(expr, kind, sample, { generic });
  if (!('selected' in r)) throw new Error(`expected a result for ${expr}, got ${JSON.stringify(r)}`);
  return r.selected;
}

describe('selector descriptors', () => {
  it('describe the selector messages with the field numbers Minder uses', () => {
    const numbers = Object.fromEntries(SelectorRepositoryDesc.fields.map((f) => [f.name, f.number]));
    expect(numbers).toEqual({ name: 1, provider: 2, is_fork: 3, is_private: 4, properties: 5 });
    const isFork = SelectorRepositoryDesc.fields.find((f) => f.name === 'is_fork');
    expect(isFork?.presence).not.toBe(2); // not IMPLICIT: proto3 optional keeps presence
    expect(SelectorEntityDesc.oneofs.map((o) => o.name)).toEqual(['entity']);
    expect(SelectorEntityDesc.oneofs[0].fields.map((f) => f.name)).toEqual([
      'repository',
      'artifact',
      'pull_request',
      'generic',
    ]);
  });

  it('@bufbuild/cel still does not export a type checker (switch to it if this fails)', () => {
    expect('check' in cel).toBe(false);
  });
});

describe('evaluateSelector: repositories', () => {
  it('matches on the repository name', () => {
    expect(selected("repository.name == 'acme/widgets'", 'repository', repo())).toBe(true);
    expect(selected("repository.name != 'acme/widgets'", 'repository', repo())).toBe(false);
  });

  it('reads is_fork, treating an unset value as false', () => {
    expect(selected('repository.is_fork == true', 'repository', repo({ is_fork: true }))).toBe(true);
    expect(selected('repository.is_fork == true', 'repository', repo({ is_fork: false }))).toBe(false);
    expect(selected('repository.is_fork == true', 'repository', repo())).toBe(false);
    expect(selected('repository.is_fork == false', 'repository', repo())).toBe(true);
    expect(selected('has(repository.is_fork)', 'repository', repo())).toBe(false);
    expect(selected('has(repository.is_fork)', 'repository', repo({ isFork: false }))).toBe(true);
  });

  it('matches on the provider name and class', () => {
    expect(selected("repository.provider.name == 'acme-github'", 'repository', repo())).toBe(true);
    expect(selected("repository.provider.name == 'other'", 'repository', repo())).toBe(false);
    expect(selected("repository.provider.class == 'github'", 'repository', repo())).toBe(true);
    expect(selected("repository.provider.class == 'gitlab'", 'repository', repo())).toBe(false);
  });

  it('reads properties, nested and with slashes in the key', () => {
    const sample = repo({
      properties: { 'github/primary_language': 'Go', license: 'MIT', github: { is_fork: false } },
    });
    expect(selected("repository.properties['github/primary_language'] == 'Go'", 'repository', sample)).toBe(
      true,
    );
    expect(selected("repository.properties.license == 'MIT'", 'repository', sample)).toBe(true);
    expect(selected("repository.properties.license == 'BSD'", 'repository', sample)).toBe(false);
    expect(selected("repository.properties.github['is_fork'] == false", 'repository', sample)).toBe(true);
  });

  it('reports a missing property key as an unknown result, like Minder', () => {
    const sample = repo({ properties: { github: { is_fork: true } } });
    const r = evaluateSelector("repository.properties.github['is_private'] != true", 'repository', sample);
    expect(r).toMatchObject({ stage: 'eval', unknown: true });
    expect('error' in r && r.error).toContain('no such key: is_private');
    expect(
      evaluateSelector("repository.properties.github['is_fork'] != 'x'", 'repository', repo()),
    ).toMatchObject({ unknown: true });
  });

  it('short-circuits before a missing property', () => {
    const expr = "repository.name == 'acme/widgets' || repository.properties.github['is_fork'] != 'true'";
    expect(selected(expr, 'repository', repo())).toBe(true);
  });

  it('fills the entity variable as Minder does', () => {
    expect(selected("entity.name == 'acme/widgets'", 'repository', repo())).toBe(true);
    expect(selected("entity.provider.class == 'github'", 'repository', repo())).toBe(true);
    expect(selected('entity.entity_type == 1', 'repository', repo())).toBe(true);
    expect(selected('entity.entity_type == minder.v1.Entity.ENTITY_REPOSITORIES', 'repository', repo())).toBe(
      true,
    );
    expect(selected("entity.repository.name == 'acme/widgets'", 'repository', repo())).toBe(true);
    expect(selectorEntityJson('repository', repo())).toEqual({
      entity_type: 'ENTITY_REPOSITORIES',
      name: 'acme/widgets',
      provider,
      repository: { name: 'acme/widgets', provider },
    });
  });
});

describe('evaluateSelector: artifacts and pull requests', () => {
  it('matches on the artifact type and provider', () => {
    expect(selected("artifact.type == 'container'", 'artifact', artifact())).toBe(true);
    expect(selected("artifact.type != 'container'", 'artifact', artifact())).toBe(false);
    expect(selected("artifact.provider.class == 'gitlab'", 'artifact', artifact())).toBe(false);
    const withProps = artifact({ properties: { github: { type: 'container' } } });
    expect(selected("artifact.properties.github['type'] == 'npm'", 'artifact', withProps)).toBe(false);
    expect(selected('entity.entity_type == 3', 'artifact', artifact())).toBe(true);
  });

  it('matches on the pull request name and properties', () => {
    expect(selected("pull_request.name == 'acme/widgets/7'", 'pull_request', pr())).toBe(true);
    expect(selected("pull_request.name != 'acme/widgets/7'", 'pull_request', pr())).toBe(false);
    expect(selected("pull_request.provider.class == 'github'", 'pull_request', pr())).toBe(true);
    const draft = pr({ properties: { github: { is_draft: true } } });
    expect(selected("pull_request.properties.github['is_draft'] == false", 'pull_request', draft)).toBe(
      false,
    );
    expect(selected('entity.entity_type == 4', 'pull_request', pr())).toBe(true);
  });

  it('evaluates a generic selector against any entity through `entity` only', () => {
    expect(selected("entity.provider.class == 'github'", 'artifact', artifact(), true)).toBe(true);
    expect(selected("entity.name != 'acme/widgets/7'", 'pull_request', pr(), true)).toBe(false);
    expect(
      evaluateSelector("artifact.type == 'container'", 'artifact', artifact(), { generic: true }),
    ).toMatchObject({
      stage: 'check',
    });
  });

  it('evaluates each shipped sample with a selector that selects it', () => {
    expect(
      selected(
        "repository.properties['github/primary_language'] == 'Go'",
        'repository',
        SAMPLE_ENTITIES.repository,
      ),
    ).toBe(true);
    expect(selected("artifact.type == 'container'", 'artifact', SAMPLE_ENTITIES.artifact)).toBe(true);
    expect(
      selected(
        "pull_request.properties['github/pull_author_login'] == 'octocat'",
        'pull_request',
        SAMPLE_ENTITIES.pull_request,
      ),
    ).toBe(true);
  });
});

describe('checkSelector', () => {
  it('accepts a valid selector and gives its type', () => {
    expect(
      checkSelector("repository.name.startsWith('acme/') && !repository.is_private", 'repository'),
    ).toEqual({
      ok: true,
      outputType: 'bool',
    });
    expect(
      checkSelector('repository.properties.exists(k, k.startsWith("github/"))', 'repository'),
    ).toMatchObject({
      ok: true,
    });
  });

  it('reports a parse error with line and column', () => {
    const r = checkSelector("repository.name == 'a' &&\n  repository.name == ", 'repository');
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.kind).toBe('parse');
    expect(r.errors).toHaveLength(1);
    expect(r.errors[0].line).toBe(2);
    expect(r.errors[0].column).toBeGreaterThan(1);
    expect(r.errors[0].message).not.toBe('');
  });

  it('reports an unknown field where cel-go does (Minder col 10 is column 11 here)', () => {
    expect(checkSelector("repository.iamnothere == 'value'", 'repository')).toEqual({
      ok: false,
      kind: 'check',
      errors: [{ line: 1, column: 11, offset: 10, message: "undefined field 'iamnothere'" }],
    });
    expect(checkSelector('repository.provider.owner == 1', 'repository')).toMatchObject({
      errors: [{ message: "undefined field 'owner'" }],
    });
  });

  it('reports a variable of another entity type as undeclared', () => {
    expect(checkSelector("artifact.name != 'acme/widgets'", 'repository')).toMatchObject({
      ok: false,
      kind: 'check',
      errors: [{ line: 1, column: 1, message: "undeclared reference to 'artifact' (in container '')" }],
    });
    expect(checkSelector("pull_request.name == 'x'", 'pull_request')).toMatchObject({ ok: true });
  });

  it('reports a type mismatch', () => {
    expect(checkSelector('repository.name == 1', 'repository')).toMatchObject({
      ok: false,
      kind: 'check',
      errors: [{ message: "found no matching overload for '_==_' applied to '(string, int)'" }],
    });
    expect(checkSelector('repository.is_fork && 1', 'repository')).toMatchObject({
      ok: false,
      kind: 'check',
    });
  });

  it('reports functions that are not in the standard environment', () => {
    expect(checkSelector("repository.name.lowerAscii() == 'x'", 'repository')).toMatchObject({
      errors: [{ message: "undeclared reference to 'lowerAscii' (in container '')" }],
    });
  });
});

describe('evaluateSelector errors', () => {
  it('rejects a result that is not a boolean', () => {
    expect(evaluateSelector('repository.name', 'repository', repo())).toEqual({
      error: 'expression did not evaluate to a boolean: acme/widgets',
      stage: 'result',
    });
  });

  it('rejects a bad sample with a clear message', () => {
    const unknownKey = evaluateSelector('true', 'repository', { name: 'x', owner: 'acme' });
    expect(unknownKey).toMatchObject({ stage: 'sample' });
    expect('error' in unknownKey && unknownKey.error).toMatch(/owner.*unknown/);
    const wrongType = evaluateSelector('true', 'repository', { is_fork: 'yes' });
    expect('error' in wrongType && wrongType.error).toMatch(/is_fork/);
    expect(evaluateSelector('true', 'artifact', [])).toMatchObject({ stage: 'sample' });
  });

  it('accepts proto and JSON field names in a sample', () => {
    expect(selected('repository.is_private', 'repository', repo({ is_private: true }))).toBe(true);
    expect(selected('repository.is_private', 'repository', repo({ isPrivate: true }))).toBe(true);
  });

  it('passes parse and check errors through', () => {
    expect(evaluateSelector('repository.name == ', 'repository', repo())).toMatchObject({ stage: 'parse' });
    expect(evaluateSelector('repository.nope', 'repository', repo())).toMatchObject({
      stage: 'check',
      error: "undefined field 'nope'",
    });
  });
});
