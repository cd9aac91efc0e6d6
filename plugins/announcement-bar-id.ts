import type { LoadContext, Plugin } from '@docusaurus/types';
import { requireInDependency } from './patches';

const dismissKey = 'docusaurus.announcement.dismiss';
const idKey = 'docusaurus.announcement.id';
const attribute = 'data-announcement-bar-initially-dismissed';

/**
 * Docusaurus hides a dismissed announcement bar before React starts with an
 * inline script that reads only the "dismissed" flag. When the bar's id changes,
 * the theme resets that flag after hydration but the page keeps the attribute
 * that hides the bar, so a new announcement would show only from the next page
 * load. This script runs right after the theme's and also compares the id the
 * reader dismissed with the current one.
 */
/** A JavaScript string literal that cannot close the inline script it sits in. */
function literal(value: string): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

export function announcementIdScript(id: string): string {
  return `(function() {
  try {
    if (localStorage.getItem(${literal(dismissKey)}) === 'true' &&
        localStorage.getItem(${literal(idKey)}) !== ${literal(id)}) {
      document.documentElement.setAttribute(${literal(attribute)}, 'false');
    }
  } catch (err) {}
})();`;
}

export default function announcementBarId(context: LoadContext): Plugin {
  // The theme's storage keys and attribute that the script reads and sets.
  requireInDependency(
    'announcement-bar-id',
    { package: '@docusaurus/theme-common', file: 'lib/contexts/announcementBar.js' },
    [`'${dismissKey}'`, `'${idKey}'`],
  );
  requireInDependency(
    'announcement-bar-id',
    { package: '@docusaurus/theme-classic', file: 'lib/inlineScripts.js' },
    [`\`${dismissKey}\${siteStorage.namespace}\``, `'${attribute}'`],
  );
  const announcementBar = (context.siteConfig.themeConfig as { announcementBar?: { id?: string } })
    .announcementBar;
  return {
    name: 'announcement-bar-id',
    injectHtmlTags() {
      if (!announcementBar?.id) return {};
      return {
        preBodyTags: [{ tagName: 'script', innerHTML: announcementIdScript(announcementBar.id) }],
      };
    },
  };
}
