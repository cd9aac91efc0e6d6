import { runInNewContext } from 'node:vm';
import { compileSSGTemplate } from '@docusaurus/core/lib/ssg/ssgTemplate.js';
import defaultTemplate from '@docusaurus/core/lib/ssg/ssgTemplate.html.js';
import { describe, expect, it } from 'vitest';
import ssrTemplate from '../../src/ssrTemplate';

const data = {
  version: '3.10.2',
  htmlAttributes: 'lang="en" dir="ltr"',
  bodyAttributes: 'class="navigation-with-keyboard"',
  metaAttributes: ['<meta name="description" content="A page">'],
  headTags: '<title>A page | Minder docs</title>',
  preBodyTags: '<script>window.before = true</script>',
  postBodyTags: '<script>window.after = true</script>',
  appHtml: '<main><h1>A page</h1></main>',
  baseUrl: '/docs/',
  stylesheets: ['assets/css/styles.css'],
  scripts: ['assets/js/runtime~main.js', 'assets/js/main.js'],
  noIndex: false,
};

async function render(): Promise<string> {
  const compiled = await compileSSGTemplate(ssrTemplate);
  return compiled(data);
}

function inlineLoader(html: string): string {
  const scripts = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1]!);
  const loader = scripts.find((script) => script.includes('first-contentful-paint'));
  if (!loader) throw new Error('no loader script in the page');
  return loader;
}

type Observer = {
  callback: (list: unknown, observer: { disconnect(): void }) => void;
  disconnected: boolean;
};

/** Runs the loader against a fake document and paint observer. */
function runLoader(loader: string, supportsPaint: boolean) {
  const appended: { src: string; async: boolean }[] = [];
  const observers: Observer[] = [];
  const frames: (() => void)[] = [];
  const timers: (() => void)[] = [];
  class FakeObserver {
    static supportedEntryTypes = supportsPaint ? ['paint', 'navigation'] : ['navigation'];
    private readonly record: Observer;
    constructor(callback: Observer['callback']) {
      this.record = { callback, disconnected: false };
      observers.push(this.record);
    }
    observe() {}
    disconnect() {
      this.record.disconnected = true;
    }
  }
  runInNewContext(loader, {
    window: { PerformanceObserver: FakeObserver },
    PerformanceObserver: FakeObserver,
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
    setTimeout: (callback: () => void) => timers.push(callback),
    document: {
      createElement: () => ({ src: '', async: true }),
      body: { appendChild: (script: { src: string; async: boolean }) => appended.push(script) },
    },
  });
  const paint = (names: string[]) => {
    for (const observer of observers) {
      observer.callback(
        { getEntriesByName: (name: string) => names.filter((entry) => entry === name) },
        { disconnect: () => (observer.disconnected = true) },
      );
    }
  };
  const flush = () => {
    while (frames.length + timers.length > 0) {
      for (const run of [...frames.splice(0), ...timers.splice(0)]) run();
    }
  };
  return { appended, observers, paint, flush };
}

describe('the page template', () => {
  it('preloads the bundles in the head and starts none with a script tag', async () => {
    const html = await render();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<link rel="preload" as="script" href="/docs/assets/js/runtime~main.js" />');
    expect(head).toContain('<link rel="preload" as="script" href="/docs/assets/js/main.js" />');
    expect(head).toContain('<link rel="stylesheet" href="/docs/assets/css/styles.css" />');
    expect(html).not.toMatch(/<script[^>]*\ssrc=/);
  });

  it('keeps what Docusaurus puts in the page, in its places', async () => {
    const html = await render();
    expect(html).toMatch(/^<!DOCTYPE html>\s*<html lang="en" dir="ltr">/);
    expect(html).toContain('<meta name="generator" content="Docusaurus v3.10.2">');
    expect(html).toContain('<body class="navigation-with-keyboard">');
    expect(html).toContain('<div id="__docusaurus"><main><h1>A page</h1></main></div>');
    const order = ['window.before', '<div id="__docusaurus">', 'first-contentful-paint', 'window.after'];
    const positions = order.map((marker) => html.indexOf(marker));
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });

  it('starts the bundles, in order and not async, only after the first contentful paint', async () => {
    const loader = runLoader(inlineLoader(await render()), true);
    loader.flush();
    expect(loader.appended).toEqual([]);
    loader.paint(['first-paint']);
    loader.flush();
    expect(loader.appended).toEqual([]);
    loader.paint(['first-contentful-paint']);
    loader.flush();
    expect(loader.appended).toEqual([
      { src: '/docs/assets/js/runtime~main.js', async: false },
      { src: '/docs/assets/js/main.js', async: false },
    ]);
    expect(loader.observers.every((observer) => observer.disconnected)).toBe(true);
    loader.paint(['first-contentful-paint']);
    loader.flush();
    expect(loader.appended).toHaveLength(2);
  });

  it('starts the bundles after one frame in browsers without paint timing', async () => {
    const loader = runLoader(inlineLoader(await render()), false);
    expect(loader.appended).toEqual([]);
    loader.flush();
    expect(loader.appended.map((script) => script.src)).toEqual([
      '/docs/assets/js/runtime~main.js',
      '/docs/assets/js/main.js',
    ]);
  });
});

/** Our template with its one change undone: the preload links back to deferred scripts, the loader gone. */
function withoutOurChange(template: string): string {
  return template
    .replace(
      '<link rel="preload" as="script" href="<%= it.baseUrl %><%= script %>" />',
      '<script src="<%= it.baseUrl %><%= script %>" defer></script>',
    )
    .replace(/\n\s*<script>\s*\(function \(sources\)[\s\S]*?<\/script>/, '');
}

const normalized = (text: string) => text.replace(/\s+/g, ' ').trim();

describe("the template against Docusaurus's own", () => {
  it('is the installed default with the scripts deferred to the first paint, and nothing else', () => {
    // When this fails after an upgrade, Docusaurus changed its template: carry the change into src/ssrTemplate.ts.
    expect(normalized(withoutOurChange(ssrTemplate))).toBe(normalized(defaultTemplate));
  });

  it('notices a change in the default template', () => {
    const moved = defaultTemplate.replace(
      '<%~ it.postBodyTags %>',
      '<%~ it.postBodyTags %><%~ it.newTags %>',
    );
    expect(normalized(withoutOurChange(ssrTemplate))).not.toBe(normalized(moved));
  });
});
