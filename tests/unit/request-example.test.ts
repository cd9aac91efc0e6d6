import { describe, expect, it } from 'vitest';
import { curlCommand, shellQuote } from '../../scripts/api/curl';

describe('curlCommand', () => {
  const server = [{ url: 'https://api.example.test' }];

  it('fills path parameters, adds required query parameters and the token', () => {
    const command = curlCommand({
      method: 'get',
      path: '/api/v1/repository/name/{name}',
      servers: server,
      security: [{ bearerAuth: [] }],
      parameters: [
        { name: 'name', in: 'path', required: true, example: 'acme/web app' },
        { name: 'entity.type', in: 'query', required: true, example: 'ENTITY_REPOSITORIES' },
        { name: 'ruleName', in: 'query', required: true, example: ['a', 'b c'] },
        { name: 'cursor', in: 'query', example: 'skip-me' },
      ],
    });
    expect(command).toBe(
      [
        `curl -X GET 'https://api.example.test/api/v1/repository/name/acme/web%20app?entity.type=ENTITY_REPOSITORIES&ruleName=a&ruleName=b%20c'`,
        `-H "Authorization: Bearer $MINDER_TOKEN"`,
      ].join(' \\\n  '),
    );
  });

  it('sends the body example as JSON and no token where none is needed', () => {
    const command = curlCommand({
      method: 'post',
      path: '/api/v1/health',
      security: [],
      requestBody: { content: { 'application/json': { example: { note: "it's" } } } },
    });
    expect(command).toBe(
      [
        `curl -X POST '/api/v1/health'`,
        `-H 'Content-Type: application/json'`,
        `-d '{\n  "note": "it'\\''s"\n}'`,
      ].join(' \\\n  '),
    );
  });

  it('leaves a path variable without an example as it is', () => {
    expect(curlCommand({ method: 'delete', path: '/api/v1/x/{id}', servers: server })).toBe(
      `curl -X DELETE 'https://api.example.test/api/v1/x/{id}'`,
    );
  });
});

describe('shellQuote', () => {
  it('survives single quotes', () => {
    expect(shellQuote(`a'b`)).toBe(`'a'\\''b'`);
  });
});
