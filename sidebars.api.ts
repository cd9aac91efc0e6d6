import type { SidebarsConfig } from '@docusaurus/plugin-content-docs';
import operations from './generated-ref-api/sidebar';

// The sidebar of /ref/api: the overview, then one category per service with
// its operations, as docusaurus-plugin-openapi-docs writes it.
const sidebars: SidebarsConfig = {
  api: operations,
};

export default sidebars;
