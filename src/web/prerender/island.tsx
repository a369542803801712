import type { ComponentType, ReactElement } from "react";
import { type IslandName, islandIdPrefix } from "./names";

/**
 * Renders one island's markup during prerendering, as its own React root: exactly what the browser's
 * `hydrateRoot` for that island expects (ids from `useId` included, hence the per-island `idPrefix`).
 * Set by src/web/prerender/entry-prerender.tsx; null in the browser.
 */
export type IslandServerRenderer = (idPrefix: string, element: ReactElement) => string;
let serverRenderer: IslandServerRenderer | null = null;

export function setIslandServerRenderer(renderer: IslandServerRenderer | null): void {
  serverRenderer = renderer;
}

/**
 * Marks `Component` as an island: on a prerendered page it is the only part the browser hydrates
 * (src/web/prerender/main.tsx finds it by `data-island` and renders the same component there with the props
 * from `data-props`). Inside the single-page app it is just the component in a box-less wrapper.
 * Props must survive JSON (they are written into the HTML); islands do not nest.
 */
export function island<P extends object>(name: IslandName, Component: ComponentType<P>): ComponentType<P> {
  function Island(props: P) {
    const json = Object.keys(props).length > 0 ? JSON.stringify(props) : undefined;
    if (serverRenderer) {
      const html = serverRenderer(islandIdPrefix(name, json), <Component {...props} />);
      return (
        // React's own markup for the island (never user input): placing it verbatim is the point.
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the markup comes from React's renderer.
        <div data-island={name} data-props={json} className="contents" dangerouslySetInnerHTML={{ __html: html }} />
      );
    }
    return (
      <div data-island={name} data-props={json} className="contents">
        <Component {...props} />
      </div>
    );
  }
  Island.displayName = `Island(${name})`;
  return Island;
}
