import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

/**
 * ExecutionEnvironment as the OpenAPI theme's page component sees it: with a
 * DOM everywhere, so it renders the request panel during the server render
 * too (plugins/openapi-ssr).
 */
export default { ...ExecutionEnvironment, canUseDOM: true };
