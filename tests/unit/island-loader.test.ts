import { describe, expect, it } from "vitest";
import { ISLAND_LOADER, ISLAND_LOADER_CSP_SOURCE, LOADER_LINKS_PER_TASK } from "../../src/server/http/island-loader";

/** Runs the loader's text as the browser would, with the page's load, frames and timers in the test's hands. */
function runLoader(readyState: "loading" | "complete", dataset: Record<string, string>) {
  const head = document.createElement("head");
  const listeners: Array<() => void> = [];
  const frames: Array<() => void> = [];
  const timers: Array<() => void> = [];
  const fakeDocument = {
    currentScript: { dataset },
    readyState,
    head,
    createElement: (tag: string) => document.createElement(tag),
    createDocumentFragment: () => document.createDocumentFragment(),
  };
  new Function("document", "requestAnimationFrame", "setTimeout", "addEventListener", ISLAND_LOADER)(
    fakeDocument,
    (f: () => void) => frames.push(f),
    (f: () => void) => timers.push(f),
    (type: string, f: () => void) => type === "load" && listeners.push(f),
  );
  const flush = (queue: Array<() => void>) => {
    for (const f of queue.splice(0)) f();
  };
  return {
    head,
    load: () => flush(listeners),
    frame: () => flush(frames),
    /** Runs the timers due now, once (a timer set meanwhile waits for the next call). */
    timers: () => flush(timers),
    pendingTimers: () => timers.length,
  };
}

describe("island loader", () => {
  const dataset = { entry: "/assets/islands-a.js", preload: "/assets/react-dom-b.js /assets/header-c.js" };

  it("fetches nothing before the page has loaded and painted, then the preloads and the entry", () => {
    const page = runLoader("loading", dataset);
    page.frame();
    page.timers();
    expect(page.head.children).toHaveLength(0);
    page.load();
    expect(page.head.children).toHaveLength(0);
    page.frame();
    expect(page.head.children).toHaveLength(0);
    page.timers();
    const added = [...page.head.children] as Array<HTMLLinkElement & HTMLScriptElement>;
    expect(
      added.map((e) => [
        e.tagName,
        e.getAttribute("rel") ?? e.getAttribute("type"),
        e.getAttribute("href") ?? e.getAttribute("src"),
      ]),
    ).toEqual([
      ["LINK", "modulepreload", "/assets/react-dom-b.js"],
      ["LINK", "modulepreload", "/assets/header-c.js"],
      ["SCRIPT", "module", "/assets/islands-a.js"],
    ]);
    // Same CORS mode as the module script, or the browser fetches every file twice.
    for (const e of added) expect(e.getAttribute("crossorigin")).toBe("");
  });

  it("adds a long list of preloads a few per task, in order, and the entry only after the last of them", () => {
    const files = Array.from({ length: 3 * LOADER_LINKS_PER_TASK + 1 }, (_, n) => `/assets/chunk-${n}.js`);
    const page = runLoader("loading", { entry: "/assets/app.js", preload: files.join(" ") });
    page.load();
    page.frame();
    const perTask: number[] = [];
    while (page.pendingTimers() > 0) {
      const before = page.head.children.length;
      page.timers();
      perTask.push(page.head.children.length - before);
    }
    // Four tasks of links, the last one with the entry script after its link.
    expect(perTask).toEqual([LOADER_LINKS_PER_TASK, LOADER_LINKS_PER_TASK, LOADER_LINKS_PER_TASK, 2]);
    const added = [...page.head.children].map((e) => e.getAttribute("href") ?? e.getAttribute("src"));
    expect(added).toEqual([...files, "/assets/app.js"]);
  });

  it("starts after the next frame when the page had already loaded", () => {
    const page = runLoader("complete", { entry: "/assets/islands-a.js", preload: "" });
    expect(page.head.children).toHaveLength(0);
    page.frame();
    page.timers();
    expect([...page.head.children].map((e) => e.tagName)).toEqual(["SCRIPT"]);
  });

  it("is allowed by the Content-Security-Policy through its own hash", async () => {
    const { createHash } = await import("node:crypto");
    const hash = createHash("sha256").update(ISLAND_LOADER, "utf8").digest("base64");
    expect(ISLAND_LOADER_CSP_SOURCE).toBe(`'sha256-${hash}'`);
    // The hash covers the exact text: an entity or a "</script" in it would break the page's script element.
    expect(ISLAND_LOADER).not.toMatch(/<\/script|&/i);
  });
});
