import { describe, expect, it } from 'vitest';
import { officialRoutes } from '../../../plugins/redirects/official-routes';
import official from '../../fixtures/official-routes.json';
import { siteRoutes } from './site-routes';

const routes = siteRoutes();

describe('redirects from the official docs routes', () => {
  it('sends every redirect to a page of this site', () => {
    const broken = officialRoutes
      .filter(({ to }) => !routes.has(to))
      .map(({ from, to }) => `${from} → ${to}`);
    expect(broken, 'redirects to a route this site has no page for').toEqual([]);
  });

  it('redirects no route that this site has a page for', () => {
    const shadowed = officialRoutes.filter(({ from }) => routes.has(from)).map(({ from }) => from);
    expect(shadowed, 'the site has a page at these routes: drop their redirects').toEqual([]);
  });

  it('lists each route once', () => {
    const froms = officialRoutes.map(({ from }) => from);
    expect(froms.filter((from, index) => froms.indexOf(from) !== index)).toEqual([]);
  });

  it('redirects only routes of the official docs', () => {
    const unknown = officialRoutes
      .filter(({ from }) => !official.routes.includes(from))
      .map(({ from }) => from);
    expect(unknown).toEqual([]);
  });

  it('resolves every route of the official docs, as a page or a redirect', () => {
    const redirected = new Set(officialRoutes.map(({ from }) => from));
    const missing = official.routes.filter((route) => !routes.has(route) && !redirected.has(route));
    expect(missing, 'official routes with neither a page nor a redirect').toEqual([]);
  });
});
