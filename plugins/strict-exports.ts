import type { Plugin } from '@docusaurus/types';

/**
 * A missing export is an error, not a warning: the bundler otherwise hands
 * the importer `undefined` and goes on. This is what a theme upgrade looks
 * like when one of our swizzled or shadowed modules (src/theme) no longer
 * exports a name the theme's modules import, or when a file of ours that a
 * redirect hands to a dependency (plugins/patches.ts) lacks one.
 */
export default function strictExports(): Plugin {
  return {
    name: 'strict-exports',
    configureWebpack() {
      return { module: { parser: { javascript: { exportsPresence: 'error' } } } };
    },
  };
}
