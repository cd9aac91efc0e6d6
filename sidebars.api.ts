import type { SidebarsConfig } from '@docusaurus/plugin-content-docs';
import reference from './generated/ref-api/sidebar.json';

// The sidebar of /ref/api, written by scripts/api/rest-pages.ts: the
// overview, one category per service (its page, then a link to each call's
// section), and the schema index.
const sidebars: SidebarsConfig = {
  api: reference as SidebarsConfig[string],
};

export default sidebars;
