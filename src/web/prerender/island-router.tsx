import type * as React from "react";
import { useSyncExternalStore } from "react";
import { createPath, type Navigator, Router, type To } from "react-router";

/**
 * The router context islands render in (their links, `useNavigate`, `useSearchParams`). A prerendered page has
 * no client-side routes, so going to another page is a real page load; changing only the query or hash of this
 * page (a help search, a blog filter) updates the address in place, as the single-page app does, and every
 * island sees it.
 */
export interface IslandLocation {
  pathname: string;
  search: string;
  hash: string;
  state: unknown;
  key: string;
}

const listeners = new Set<() => void>();
let current: IslandLocation | undefined;

function readLocation(): IslandLocation {
  const { pathname, search, hash } = window.location;
  const entry = window.history.state as { usr?: unknown; key?: string } | null;
  return { pathname, search, hash, state: entry?.usr ?? null, key: entry?.key ?? "default" };
}

const getSnapshot = () => {
  current ??= readLocation();
  return current;
};

function changed() {
  current = readLocation();
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  if (listeners.size === 0) window.addEventListener("popstate", changed);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener("popstate", changed);
  };
}

const href = (to: To) => (typeof to === "string" ? to : createPath(to));

function go(to: To, state: unknown, replace: boolean) {
  const target = new URL(href(to), window.location.href);
  if (target.origin !== window.location.origin || target.pathname !== window.location.pathname) {
    if (replace) window.location.replace(target.href);
    else window.location.assign(target.href);
    return;
  }
  const entry = { usr: state ?? null, key: Math.random().toString(36).slice(2, 10) };
  if (replace) window.history.replaceState(entry, "", target.href);
  else window.history.pushState(entry, "", target.href);
  changed();
}

export const islandNavigator: Navigator = {
  createHref: href,
  go: (delta) => window.history.go(delta),
  push: (to, state) => go(to, state, false),
  replace: (to, state) => go(to, state, true),
};

export function IslandRouter({ location: fixed, children }: { location?: IslandLocation; children: React.ReactNode }) {
  const location = useSyncExternalStore(subscribe, getSnapshot, () => fixed ?? getSnapshot());
  return (
    <Router location={location} navigator={islandNavigator}>
      {children}
    </Router>
  );
}
