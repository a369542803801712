import type { HydrationGate } from "./island-frame";
import type { IslandName } from "./names";

/**
 * Some islands wait: they hydrate when they come near the viewport, or the moment someone interacts with them
 * (pointer, key, focus), whichever is first. Only islands whose prerendered HTML is already right and whose code
 * can render at once (no data to wait for, so the event that opens the gate is delivered) may wait: the carousel
 * far down the home page, the FAQ groups. The rest hydrate at once: on screen from the start (header, bottom bar,
 * overlays, search box, plan tabs), whole pages that load data (help, contact, blog), or with links completed only
 * in the browser (share buttons).
 */
export const DEFERRED: ReadonlySet<IslandName> = new Set(["home-testimonials", "faq-accordion"]);

/**
 * An island named in its page's `data-on-interaction` that must hydrate at once all the same, because something
 * only this browser knows changes what it shows: the search page with saved filters (SPEC §3) redraws its results
 * with them as soon as it hydrates (D288). The filters' code is fetched only for that island: every prerendered page
 * boots through this module.
 */
export async function wantedAtOnce(name: IslandName): Promise<boolean> {
  if (name !== "search-page") return false;
  // The server said "1,000+": the island hydrates to ask for the exact count at once (D351).
  if (document.querySelector("[data-count-pending]")) return true;
  const { DEFAULT_FILTERS, loadFilters } = await import("../features/search/filters");
  return JSON.stringify(loadFilters()) !== JSON.stringify(DEFAULT_FILTERS);
}

const INTERACTIONS = ["pointerdown", "keydown", "focusin", "click"] as const;

/**
 * `nearViewport: false` waits for an interaction only: for a part of a visitor's server-drawn profile whose HTML is
 * already complete (Share and QR Code, whose dialogs load on use), hydrating it on load was main-thread work for a
 * reader who may never touch it (D280).
 */
export function gateUntilWanted(wrapper: HTMLElement, { nearViewport = true } = {}): HydrationGate {
  let open = false;
  let release = () => {};
  const opened = new Promise<void>((resolve) => {
    release = resolve;
  });
  const children = [...wrapper.children];
  const observer =
    nearViewport && children.length > 0 && "IntersectionObserver" in window
      ? new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && openGate(), {
          rootMargin: "200px 0px",
        })
      : null;
  // On the document, capturing: runs before React's own listeners on the island, so the event that opens the gate
  // finds the island hydrated.
  const onInteraction = (event: Event) => {
    if (event.target instanceof Node && wrapper.contains(event.target)) openGate();
  };
  function openGate() {
    if (open) return;
    open = true;
    observer?.disconnect();
    for (const type of INTERACTIONS) document.removeEventListener(type, onInteraction, true);
    release();
  }
  for (const type of INTERACTIONS) document.addEventListener(type, onInteraction, true);
  if (observer) for (const child of children) observer.observe(child);
  else if (nearViewport) openGate();
  return {
    get open() {
      return open;
    },
    opened,
  };
}
