/** Where the site is published: docusaurus.config.ts and the generators that write absolute URLs use it. */
export const siteUrl = 'https://mindersec.github.io';
