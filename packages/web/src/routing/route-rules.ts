import { texts } from '@ccnl/core';

/**
 * What a build manifest (`builds/meta/{buildId}.json`) says about routing: per-path rules and redirects.
 * Patterns are exact paths or end in `/**` (the prefix and everything under it).
 */
export interface RouteRule {
  /** Send the path elsewhere: an internal path, or an external URL (a full page load). */
  redirect?: string;
  /** Named route guards run, in order, before the page renders. */
  appMiddleware?: string[];
}

export interface RoutingManifest {
  routeRules: Record<string, RouteRule>;
  redirects: Record<string, string>;
}

export const emptyRouting: RoutingManifest = { routeRules: {}, redirects: {} };

/** A guard gets the path and returns it, or the path to go to instead. */
export type RouteGuard = (path: string) => string;

function matches(pattern: string, path: string): boolean {
  if (!pattern.endsWith('/**')) return pattern === path;
  const prefix = pattern.slice(0, -3);
  return path === prefix || path.startsWith(`${prefix}/`) || prefix === '';
}

/** Rules that match the path, most specific (longest pattern) last so that it wins when merged. */
function rulesFor(manifest: RoutingManifest, path: string): RouteRule {
  const matching = Object.entries(manifest.routeRules)
    .filter(([pattern]) => matches(pattern, path))
    .sort(([a], [b]) => a.length - b.length);
  const rule: RouteRule = {};
  const middleware: string[] = [];
  for (const [, value] of matching) {
    if (value.redirect !== undefined) rule.redirect = value.redirect;
    for (const name of value.appMiddleware ?? []) if (!middleware.includes(name)) middleware.push(name);
  }
  if (middleware.length) rule.appMiddleware = middleware;
  return rule;
}

export type Resolution = { kind: 'page'; path: string } | { kind: 'external'; url: string };

/**
 * Where a navigation to `path` ends: redirects and rules applied (at most a few hops, so that a loop in a
 * manifest cannot hang the tab), then the named guards. An unknown guard name raises the spec's error.
 */
export function resolveRoute(
  manifest: RoutingManifest,
  guards: Readonly<Record<string, RouteGuard>>,
  path: string,
  origin: string,
): Resolution {
  let current = path;
  for (let hop = 0; hop < 5; hop++) {
    const rule = rulesFor(manifest, current);
    const target = manifest.redirects[current] ?? rule.redirect;
    if (target !== undefined && target !== current) {
      const url = new URL(target, origin);
      if (url.origin !== origin) return { kind: 'external', url: url.href };
      current = url.pathname;
      continue;
    }
    let guarded = current;
    for (const name of rule.appMiddleware ?? []) {
      const guard = guards[name];
      if (!guard) throw new Error(texts.log.unknownMiddleware(name));
      guarded = guard(guarded);
    }
    if (guarded === current) return { kind: 'page', path: current };
    current = guarded;
  }
  return { kind: 'page', path: current };
}

/** The app's named guards. */
export const routeGuards: Readonly<Record<string, RouteGuard>> = {
  /** `/cookie/` and `/cookie` are one page: the canonical path has no trailing slash. */
  'trailing-slash': (path) =>
    path.length > 1 && path.endsWith('/') ? path.replace(/\/+$/, '') || '/' : path,
};

/** Reads a manifest's routing part, keeping only well-formed entries: the manifest comes over the network. */
export function parseRouting(data: unknown): RoutingManifest {
  if (typeof data !== 'object' || data === null) return emptyRouting;
  const { routeRules, redirects } = data as { routeRules?: unknown; redirects?: unknown };
  const rules: Record<string, RouteRule> = {};
  if (typeof routeRules === 'object' && routeRules !== null) {
    for (const [pattern, value] of Object.entries(routeRules)) {
      if (typeof value !== 'object' || value === null) continue;
      const { redirect, appMiddleware } = value as { redirect?: unknown; appMiddleware?: unknown };
      const rule: RouteRule = {};
      if (typeof redirect === 'string') rule.redirect = redirect;
      if (Array.isArray(appMiddleware))
        rule.appMiddleware = appMiddleware.filter((n) => typeof n === 'string');
      rules[pattern] = rule;
    }
  }
  const paths: Record<string, string> = {};
  if (typeof redirects === 'object' && redirects !== null) {
    for (const [from, to] of Object.entries(redirects)) if (typeof to === 'string') paths[from] = to;
  }
  return { routeRules: rules, redirects: paths };
}
