import { startInstallPrompt } from "../features/pwa/install-prompt-store";
import { registerServiceWorker } from "../features/pwa/register-service-worker";
import { DEFERRED, gateUntilWanted, wantedAtOnce } from "./gate";
import { type IslandName, isIslandName, islandIdPrefix } from "./names";
import { ISLANDS } from "./registry";

/**
 * Boots a prerendered marketing page (scripts/prerender/prerender.ts writes its HTML). The page is complete as HTML; only
 * its islands (`data-island`, see ./island.tsx) need React. The work is cut into short tasks so the page never
 * blocks for long while it becomes interactive (D27): React's DOM runtime, then the router and query cache,
 * then each island's code and its hydration (a transition, itself done in slices). The HTML preloads every file
 * this needs, so the steps wait for no download. A few islands far down a page hydrate when they come near the
 * viewport or are used (./gate.ts). The stylesheet is inlined into the page by the prerender (and
 * deliberately not imported here: Vite would then add it again as a <link> with each island's code, restyling the
 * whole page).
 */
startInstallPrompt();
registerServiceWorker();

/** Lets the browser paint and answer input before the next step. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Islands this page hydrates only when someone interacts with them (the loader's `data-on-interaction`, D280). */
const onInteraction = new Set(
  (document.querySelector<HTMLScriptElement>("script[data-entry]")?.dataset.onInteraction ?? "").split(" "),
);

async function hydrateIslands() {
  const parts: Array<{ element: HTMLElement; name: IslandName }> = [];
  for (const element of document.querySelectorAll<HTMLElement>("[data-island]")) {
    const name = element.dataset.island;
    if (!isIslandName(name)) throw new Error(`unknown island "${name}"`);
    parts.push({ element, name });
  }
  await nextTask();
  // No JSX in this module: it would import React's runtime up front, in the first task.
  const [{ hydrateRoot }, { createElement, startTransition }] = await Promise.all([
    import("react-dom/client"),
    import("react"),
  ]);
  await nextTask();
  const [{ IslandFrame }, { createBrowserQueryClient }, { mountToasterOnDemand }] = await Promise.all([
    import("./island-frame"),
    import("../lib/query-client"),
    import("../components/ui/app-toaster"),
  ]);
  mountToasterOnDemand();
  const queryClient = createBrowserQueryClient();
  const committed: Promise<void>[] = [];
  for (const { element, name } of parts) {
    await nextTask();
    let Component: Awaited<ReturnType<(typeof ISLANDS)[IslandName]>>;
    try {
      Component = await ISLANDS[name]();
    } catch (error) {
      // Its code did not arrive (offline, a deploy in between): this part stays plain HTML, the others go on.
      console.error(`island "${name}" could not load`, error);
      continue;
    }
    // Its saved-filters check needs code the island's own chunk has just brought; should it fail, the island waits.
    const waitsForUse = onInteraction.has(name) && !(await wantedAtOnce(name).catch(() => false));
    await nextTask();
    const json = element.dataset.props;
    const props: object = json ? JSON.parse(json) : {};
    committed.push(
      new Promise<void>((resolve) => {
        // As a transition, hydration works in slices of a few milliseconds and yields to the browser between them.
        startTransition(() => {
          hydrateRoot(
            element,
            createElement(IslandFrame, {
              queryClient,
              onCommit: resolve,
              gate: DEFERRED.has(name)
                ? gateUntilWanted(element)
                : waitsForUse
                  ? gateUntilWanted(element, { nearViewport: false })
                  : undefined,
              children: createElement(Component, props),
            }),
            {
              identifierPrefix: islandIdPrefix(name, json),
              onRecoverableError: (error) => console.error(`island "${name}" did not hydrate cleanly`, error),
            },
          );
        });
      }),
    );
  }
  await Promise.all(committed);
  // Browser journeys wait for this before they act on a prerendered page.
  document.documentElement.dataset.hydrated = "true";
}

hydrateIslands().catch((error: unknown) => {
  // Without React the page is still complete HTML: its links and forms work, its widgets do not.
  console.error("the page's interactive parts could not load", error);
});
