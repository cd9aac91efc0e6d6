/**
 * One operation of /ref/api, as a section of its service's page: the
 * pieces of docusaurus-plugin-openapi-docs (method and path, parameters,
 * body, responses), under a heading with the operation's anchor, and with the
 * example request as a curl command. rest-pages.ts calls it for each
 * operation the plugin's reader gives, and gathers the sections of each
 * service into one page.
 */
import { createDeprecationNotice } from 'docusaurus-plugin-openapi-docs/lib/markdown/createDeprecationNotice';
import { createDescription } from 'docusaurus-plugin-openapi-docs/lib/markdown/createDescription';
import { createMethodEndpoint } from 'docusaurus-plugin-openapi-docs/lib/markdown/createMethodEndpoint';
import { createParamsDetails } from 'docusaurus-plugin-openapi-docs/lib/markdown/createParamsDetails';
import { createRequestBodyDetails } from 'docusaurus-plugin-openapi-docs/lib/markdown/createRequestBodyDetails';
import { createStatusCodes } from 'docusaurus-plugin-openapi-docs/lib/markdown/createStatusCodes';
import { create, render } from 'docusaurus-plugin-openapi-docs/lib/markdown/utils';
import { curlCommand, type Operation } from './curl';

/** What the plugin passes for an operation, as far as this module reads it. */
export type OperationPage = {
  title: string;
  api: Operation & {
    operationId: string;
    description?: string;
    deprecated?: boolean;
    'x-deprecated-description'?: string;
    parameters?: object[];
    requestBody?: object;
    responses?: object;
  };
};

/** `ListRepositories2` becomes `list-repositories-2`, `OAuthService` `oauth-service`. */
export function kebab(name: string): string {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Za-z])([0-9]+)$/, '$1-$2')
    .toLowerCase();
}

/** The anchor of an operation on its service's page: its method name, `Service_Method`. */
export function operationAnchor(operationId: string): string {
  return kebab(operationId.slice(operationId.indexOf('_') + 1));
}

export function createOperationSection({ title, api }: OperationPage): string {
  const anchor = operationAnchor(api.operationId);
  const hasRequest = Boolean(api.requestBody || api.parameters?.length);
  return render([
    `## ${title} {/* #${anchor} */}\n\n`,
    `<div className="openapi-left-panel__container api-operation">\n\n`,
    createMethodEndpoint(api.method, api.path),
    createDeprecationNotice({ deprecated: api.deprecated, description: api['x-deprecated-description'] }),
    createDescription(api.description ?? ''),
    create('RequestExample', { command: curlCommand(api) }),
    '\n\n',
    hasRequest
      ? create('Heading', {
          id: `${anchor}-request`,
          as: 'h2',
          className: 'openapi-tabs__heading',
          children: 'Request',
        })
      : undefined,
    '\n\n',
    createParamsDetails({ parameters: api.parameters }),
    createRequestBodyDetails({
      title: 'Body',
      body: api.requestBody as Parameters<typeof createRequestBodyDetails>[0]['body'],
    }),
    createStatusCodes({ id: `${anchor}-responses`, label: 'Responses', responses: api.responses }),
    '</div>\n\n',
  ]);
}
