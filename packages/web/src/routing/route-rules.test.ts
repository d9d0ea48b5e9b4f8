import { describe, expect, it } from 'vitest';
import { parseRouting, resolveRoute, routeGuards } from './route-rules.js';

const origin = 'http://127.0.0.1:3000';
const manifest = parseRouting({
  routeRules: {
    '/**': { appMiddleware: ['trailing-slash'] },
    '/vecchia/**': { redirect: '/cookie' },
    '/fuori': { redirect: 'https://www.example.com/contatti' },
  },
  redirects: { '/tutorial': '/video-tutorial', '/giro': '/giro' },
});

describe('route rules and redirects', () => {
  it('redirects internal paths, exactly or by prefix, and applies the named guards', () => {
    expect(resolveRoute(manifest, routeGuards, '/tutorial', origin)).toEqual({
      kind: 'page',
      path: '/video-tutorial',
    });
    expect(resolveRoute(manifest, routeGuards, '/vecchia/pagina', origin)).toEqual({
      kind: 'page',
      path: '/cookie',
    });
    expect(resolveRoute(manifest, routeGuards, '/cookie/', origin)).toEqual({
      kind: 'page',
      path: '/cookie',
    });
    expect(resolveRoute(manifest, routeGuards, '/', origin)).toEqual({ kind: 'page', path: '/' });
    // A redirect to itself is no redirect.
    expect(resolveRoute(manifest, routeGuards, '/giro', origin)).toEqual({ kind: 'page', path: '/giro' });
  });

  it('an external target is a full page load', () => {
    expect(resolveRoute(manifest, routeGuards, '/fuori', origin)).toEqual({
      kind: 'external',
      url: 'https://www.example.com/contatti',
    });
  });

  it('an unknown guard raises "Unknown route middleware: \'{name}\'"', () => {
    const bad = parseRouting({ routeRules: { '/cookie': { appMiddleware: ['admin'] } } });
    expect(() => resolveRoute(bad, routeGuards, '/cookie', origin)).toThrow(
      "Unknown route middleware: 'admin'",
    );
    expect(resolveRoute(bad, routeGuards, '/', origin)).toEqual({ kind: 'page', path: '/' });
  });

  it('a redirect loop in a manifest stops after a few hops instead of hanging the tab', () => {
    const loop = parseRouting({ redirects: { '/a': '/b', '/b': '/a' } });
    expect(resolveRoute(loop, routeGuards, '/a', origin).kind).toBe('page');
  });

  it('keeps only well-formed entries of a manifest from the network', () => {
    expect(parseRouting(null)).toEqual({ routeRules: {}, redirects: {} });
    expect(
      parseRouting({
        routeRules: { '/x': 5, '/y': { redirect: 7, appMiddleware: ['a', 3] } },
        redirects: { '/z': {} },
      }),
    ).toEqual({ routeRules: { '/y': { appMiddleware: ['a'] } }, redirects: {} });
  });
});
