import { afterEach, describe, expect, it, vi } from "vitest";
import { FILTERS_STORAGE_KEY } from "../../src/web/features/search/filters";
import { gateUntilWanted, wantedAtOnce } from "../../src/web/prerender/gate";

class FakeObserver {
  static last: FakeObserver | undefined;
  observed: Element[] = [];
  disconnected = false;
  constructor(readonly callback: (entries: Array<{ isIntersecting: boolean }>) => void) {
    FakeObserver.last = this;
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.disconnected = true;
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = "";
});

function island() {
  document.body.innerHTML =
    '<div id="island" class="contents"><section><button>Next</button></section></div><p id="out">x</p>';
  return document.getElementById("island") as HTMLElement;
}

describe("hydration gate", () => {
  it("stays shut until the island comes near the viewport", async () => {
    vi.stubGlobal("IntersectionObserver", FakeObserver);
    const gate = gateUntilWanted(island());
    expect(gate.open).toBe(false);
    expect(FakeObserver.last?.observed.map((e) => e.tagName)).toEqual(["SECTION"]);
    FakeObserver.last?.callback([{ isIntersecting: false }]);
    expect(gate.open).toBe(false);
    FakeObserver.last?.callback([{ isIntersecting: true }]);
    expect(gate.open).toBe(true);
    expect(FakeObserver.last?.disconnected).toBe(true);
    await gate.opened;
  });

  it("opens, before the event reaches the island, when someone uses it; not for use elsewhere", () => {
    vi.stubGlobal("IntersectionObserver", FakeObserver);
    const wrapper = island();
    const gate = gateUntilWanted(wrapper);
    const seenOpen: boolean[] = [];
    wrapper.addEventListener("pointerdown", () => seenOpen.push(gate.open), true);
    document.getElementById("out")?.dispatchEvent(new Event("pointerdown", { bubbles: true }));
    expect(gate.open).toBe(false);
    wrapper.querySelector("button")?.dispatchEvent(new Event("pointerdown", { bubbles: true }));
    expect(seenOpen).toEqual([true]);
  });

  it("opens at once where nothing can be observed", () => {
    vi.stubGlobal("IntersectionObserver", undefined);
    // happy-dom keeps the property; without the constructor the gate cannot wait.
    Reflect.deleteProperty(window, "IntersectionObserver");
    expect(gateUntilWanted(island()).open).toBe(true);
  });

  it("interaction only (D280): coming into view does not open it, using it does, even with no observer", () => {
    vi.stubGlobal("IntersectionObserver", FakeObserver);
    FakeObserver.last = undefined;
    const wrapper = island();
    const gate = gateUntilWanted(wrapper, { nearViewport: false });
    expect(FakeObserver.last).toBeUndefined();
    expect(gate.open).toBe(false);
    wrapper.querySelector("button")?.dispatchEvent(new Event("focusin", { bubbles: true }));
    expect(gate.open).toBe(true);
    vi.stubGlobal("IntersectionObserver", undefined);
    Reflect.deleteProperty(window, "IntersectionObserver");
    const second = gateUntilWanted(island(), { nearViewport: false });
    expect(second.open).toBe(false);
  });
});

describe("islands that wait for use but are wanted at once (D288)", () => {
  afterEach(() => localStorage.clear());

  it("the search page waits, unless the visitor has saved filters that change what it shows", async () => {
    expect(await wantedAtOnce("search-page")).toBe(false);
    localStorage.setItem(FILTERS_STORAGE_KEY, JSON.stringify({ city: "Denver" }));
    expect(await wantedAtOnce("search-page")).toBe(true);
    // Saved defaults or unreadable filters change nothing: the page still waits.
    localStorage.setItem(FILTERS_STORAGE_KEY, JSON.stringify({ sortBy: "rating" }));
    expect(await wantedAtOnce("search-page")).toBe(false);
    localStorage.setItem(FILTERS_STORAGE_KEY, "{not json");
    expect(await wantedAtOnce("search-page")).toBe(false);
  });

  it("no other island is", async () => {
    localStorage.setItem(FILTERS_STORAGE_KEY, JSON.stringify({ city: "Denver" }));
    expect(await wantedAtOnce("profile-actions")).toBe(false);
  });
});
