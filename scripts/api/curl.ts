/** The parts of an operation of the OpenAPI document that a request example needs. */
export type Operation = {
  method: string;
  path: string;
  servers?: { url: string }[];
  parameters?: { name: string; in: string; required?: boolean; example?: unknown }[];
  security?: Record<string, unknown>[];
  requestBody?: { content?: Record<string, { example?: unknown }> };
};

/** Quotes a word for a POSIX shell. */
export function shellQuote(word: string): string {
  return `'${word.replace(/'/g, `'\\''`)}'`;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** Whether the operation needs a bearer token; an empty security requirement means none. */
export function needsToken(operation: Operation): boolean {
  return (operation.security ?? [{}]).some((requirement) => Object.keys(requirement).length > 0);
}

/**
 * A curl command that sends the operation's example request: path parameters
 * filled in with their examples, required query parameters added, the body
 * example of the document as JSON, and a bearer token from $MINDER_TOKEN
 * unless the operation needs no credentials. A `{name=**}` value may hold
 * slashes; they stay as they are.
 */
export function curlCommand(operation: Operation): string {
  const parameters = operation.parameters ?? [];
  const path = operation.path.replace(/\{([^}]+)\}/g, (whole, name: string) => {
    const parameter = parameters.find((candidate) => candidate.in === 'path' && candidate.name === name);
    return parameter?.example === undefined
      ? whole
      : text(parameter.example).split('/').map(encodeURIComponent).join('/');
  });
  const query = parameters
    .filter((parameter) => parameter.in === 'query' && parameter.required && parameter.example !== undefined)
    .flatMap((parameter) =>
      (Array.isArray(parameter.example) ? parameter.example : [parameter.example]).map(
        (value) => `${encodeURIComponent(parameter.name)}=${encodeURIComponent(text(value))}`,
      ),
    );
  const url = `${operation.servers?.[0]?.url ?? ''}${path}${query.length ? `?${query.join('&')}` : ''}`;
  const lines = [`curl -X ${operation.method.toUpperCase()} ${shellQuote(url)}`];
  if (needsToken(operation)) lines.push(`-H "Authorization: Bearer $MINDER_TOKEN"`);
  const body = operation.requestBody?.content?.['application/json']?.example;
  if (body !== undefined) {
    lines.push(`-H 'Content-Type: application/json'`);
    lines.push(`-d ${shellQuote(JSON.stringify(body, null, 2))}`);
  }
  return lines.join(' \\\n  ');
}
