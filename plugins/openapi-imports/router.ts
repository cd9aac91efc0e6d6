/** What the OpenAPI theme's tab utils take from @docusaurus/router; see themeCommon.ts for why. */
export { useHistory } from '@docusaurus/router';
