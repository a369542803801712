import { startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { startInstallPrompt } from "../features/pwa/install-prompt-store";
import { registerServiceWorker } from "../features/pwa/register-service-worker";
import { createBrowserQueryClient } from "../lib/query-client";
import "../styles.css";
import { islandIdPrefix } from "./island";
import { IslandFrame } from "./island-frame";
import { ISLAND_NAMES, type IslandName } from "./names";
import { ISLANDS } from "./registry";

/**
 * Boots a prerendered marketing page (scripts/prerender.ts writes its HTML). The page is complete as HTML; only
 * its islands (`data-island`, see ./island.tsx) need React. Each is loaded and hydrated on its own, one task at a
 * time, so the page never blocks for long while it becomes interactive (D27).
 */
startInstallPrompt();
registerServiceWorker();
const queryClient = createBrowserQueryClient();

const isIslandName = (name: string | undefined): name is IslandName =>
  (ISLAND_NAMES as readonly string[]).includes(name ?? "");

/** Lets the browser paint and answer input between two islands. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function hydrateIslands() {
  // Every download starts at once; hydration goes in page order.
  const parts = [...document.querySelectorAll<HTMLElement>("[data-island]")].map((element) => {
    const name = element.dataset.island;
    if (!isIslandName(name)) throw new Error(`unknown island "${name}"`);
    return { element, name, component: ISLANDS[name]() };
  });
  const committed: Promise<void>[] = [];
  for (const { element, name, component } of parts) {
    const Component = await component;
    await nextTask();
    const json = element.dataset.props;
    const props: object = json ? JSON.parse(json) : {};
    committed.push(
      new Promise<void>((resolve) => {
        // As a transition, hydration works in slices of a few milliseconds and yields to the browser between them.
        startTransition(
          () =>
            void hydrateRoot(
              element,
              <IslandFrame queryClient={queryClient} onCommit={resolve}>
                <Component {...props} />
              </IslandFrame>,
              {
                identifierPrefix: islandIdPrefix(name, json),
                onRecoverableError: (error) => console.error(`island "${name}" did not hydrate cleanly`, error),
              },
            ),
        );
      }),
    );
  }
  await Promise.all(committed);
  // Browser journeys wait for this before they act on a prerendered page.
  document.documentElement.dataset.hydrated = "true";
}

void hydrateIslands();
