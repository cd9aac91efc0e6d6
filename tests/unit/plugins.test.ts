import { runInNewContext } from 'node:vm';
import type { LoadContext } from '@docusaurus/types';
import { describe, expect, it } from 'vitest';
import announcementBarId, { announcementIdScript } from '../../plugins/announcement-bar-id';
import noCommonChunk from '../../plugins/no-common-chunk';
import { redirectOf } from '../../plugins/openapi-ssr';

describe('no-common-chunk', () => {
  it('turns off the common chunk of client builds only', () => {
    const plugin = noCommonChunk();
    const configure = plugin.configureWebpack!.bind(plugin);
    const utils = {} as Parameters<typeof configure>[2];
    const content = {} as Parameters<typeof configure>[3];
    expect(configure({}, true, utils, content)).toEqual({});
    expect(configure({}, false, utils, content)).toEqual({
      optimization: { splitChunks: { cacheGroups: { common: false } } },
    });
  });
});

/** Runs the script as the page would, with `stored` in local storage. */
function attributeAfter(script: string, stored: Record<string, string>, initial: string): string {
  const attributes: Record<string, string> = { 'data-announcement-bar-initially-dismissed': initial };
  runInNewContext(script, {
    localStorage: { getItem: (key: string) => stored[key] ?? null },
    document: {
      documentElement: {
        setAttribute: (name: string, value: string) => {
          attributes[name] = value;
        },
      },
    },
  });
  return attributes['data-announcement-bar-initially-dismissed']!;
}

describe('announcement-bar-id', () => {
  const script = announcementIdScript('minder-docs-2025');
  const dismissed = { 'docusaurus.announcement.dismiss': 'true' };

  it('shows a new announcement that replaces a dismissed one', () => {
    expect(attributeAfter(script, { ...dismissed, 'docusaurus.announcement.id': 'older' }, 'true')).toBe(
      'false',
    );
    expect(attributeAfter(script, dismissed, 'true')).toBe('false');
  });

  it('keeps the current announcement hidden once dismissed', () => {
    expect(
      attributeAfter(script, { ...dismissed, 'docusaurus.announcement.id': 'minder-docs-2025' }, 'true'),
    ).toBe('true');
  });

  it('leaves a bar that was never dismissed alone', () => {
    expect(attributeAfter(script, { 'docusaurus.announcement.id': 'older' }, 'false')).toBe('false');
  });

  it('survives a browser that refuses local storage', () => {
    expect(() =>
      runInNewContext(script, {
        localStorage: {
          getItem: () => {
            throw new Error('denied');
          },
        },
        document: { documentElement: { setAttribute: () => undefined } },
      }),
    ).not.toThrow();
  });

  it('quotes the id safely and adds nothing when the site has no bar', async () => {
    const tricky = announcementIdScript('a"</script><b>');
    expect(tricky).not.toContain('</script');
    const stored = { ...dismissed, 'docusaurus.announcement.id': 'a"</script><b>' };
    expect(attributeAfter(tricky, stored, 'true')).toBe('true');
    const context = (themeConfig: object) => ({ siteConfig: { themeConfig } }) as unknown as LoadContext;
    expect(await announcementBarId(context({})).injectHtmlTags!({ content: {} })).toEqual({});
    const tags = await announcementBarId(context({ announcementBar: { id: 'x' } })).injectHtmlTags!({
      content: {},
    });
    expect(tags).toEqual({ preBodyTags: [{ tagName: 'script', innerHTML: announcementIdScript('x') }] });
  });
});

describe('openapi-ssr', () => {
  const theme = '/site/node_modules/docusaurus-theme-openapi-docs/lib/theme';

  it('redirects BrowserOnly in the reference components and the page component only', () => {
    expect(redirectOf(`${theme}/ParamsDetails`, '@docusaurus/BrowserOnly')).toMatch(/RenderNow\.tsx$/);
    expect(redirectOf(`${theme}/ResponseSchema`, '@docusaurus/BrowserOnly')).toMatch(/RenderNow\.tsx$/);
    expect(redirectOf(`${theme}/ApiItem`, '@docusaurus/BrowserOnly')).toMatch(/RenderNow\.tsx$/);
    expect(redirectOf(`${theme}/ApiItem`, '@docusaurus/ExecutionEnvironment')).toMatch(
      /executionEnvironment\.ts$/,
    );
    expect(redirectOf(`${theme}/ApiExplorer`, '@docusaurus/BrowserOnly')).toBeUndefined();
    expect(redirectOf(`${theme}/ParamsDetails`, '@docusaurus/ExecutionEnvironment')).toBeUndefined();
    expect(redirectOf('/site/src/theme/Mermaid', '@docusaurus/BrowserOnly')).toBeUndefined();
  });
});
