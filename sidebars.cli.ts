import type { SidebarsConfig } from '@docusaurus/plugin-content-docs';
import reference from './generated/ref-cli/sidebar.json';

// The sidebar of /ref/cli, written by scripts/cli/pages.ts from cli/minder.yaml:
// the root command, then every command under its parent.
const sidebars: SidebarsConfig = {
  cli: reference as SidebarsConfig[string],
};

export default sidebars;
