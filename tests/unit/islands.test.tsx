import { QueryClient } from "@tanstack/react-query";
import { act, cleanup, render, screen } from "@testing-library/react";
import { useId } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { Link, useSearchParams } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { island, setIslandServerRenderer } from "../../src/web/prerender/island";
import { IslandFrame } from "../../src/web/prerender/island-frame";
import { ISLAND_NAMES, islandIdPrefix } from "../../src/web/prerender/names";
import { ISLANDS } from "../../src/web/prerender/registry";

afterEach(() => {
  cleanup();
  setIslandServerRenderer(null);
  window.history.replaceState(null, "", "/");
});

function Labelled({ label }: { label: string }) {
  const id = useId();
  return (
    <p>
      <span id={id}>{label}</span>
      <input aria-labelledby={id} />
    </p>
  );
}

function Filter() {
  const [params, setParams] = useSearchParams();
  return (
    <button type="button" onClick={() => setParams({ category: "Privacy" })}>
      filter {params.get("category") ?? "none"}
    </button>
  );
}
function Shows() {
  const [params] = useSearchParams();
  return (
    <p>
      shows {params.get("category") ?? "none"} <Link to="/pricing">Pricing</Link>
    </p>
  );
}
describe("islands", () => {
  it("every island name has a component to load", () => {
    expect(Object.keys(ISLANDS).sort()).toEqual([...ISLAND_NAMES].sort());
  });

  it("gives each island its own id prefix, stable for the same props", () => {
    expect(islandIdPrefix("faq-accordion", '{"groupId":"a"}')).toBe(islandIdPrefix("faq-accordion", '{"groupId":"a"}'));
    expect(islandIdPrefix("faq-accordion", '{"groupId":"a"}')).not.toBe(
      islandIdPrefix("faq-accordion", '{"groupId":"b"}'),
    );
    expect(islandIdPrefix("site-header", undefined)).toBe("site-header-");
  });

  it("in the app, renders the component inside a box-less wrapper that carries its name and props", () => {
    const Island = island("faq-accordion", Labelled);
    const { container } = render(<Island label="Hello" />);
    const wrapper = container.querySelector("[data-island]");
    expect(wrapper?.getAttribute("data-island")).toBe("faq-accordion");
    expect(JSON.parse(wrapper?.getAttribute("data-props") ?? "null")).toEqual({ label: "Hello" });
    expect(wrapper?.className).toBe("contents");
    expect(screen.getByText("Hello")).toBeTruthy();
  });

  it("prerenders an island as its own root, so the browser hydrates the same markup and ids", async () => {
    // What entry-prerender.tsx does, synchronously: the island rendered alone, in its frame, with its prefix.
    setIslandServerRenderer((idPrefix, element) =>
      renderToString(<IslandFrame queryClient={new QueryClient()}>{element}</IslandFrame>, {
        identifierPrefix: idPrefix,
      }),
    );
    const Island = island("faq-accordion", Labelled);
    // Deep inside a page, where a whole-page render would have given different `useId` values.
    const page = renderToString(
      <main>
        <div>
          <h1>Page</h1>
          <Island label="Hello" />
        </div>
      </main>,
    );
    setIslandServerRenderer(null);
    document.body.innerHTML = page;
    const element = document.querySelector<HTMLElement>("[data-island]");
    if (!element) throw new Error("no island in the page");
    const before = element.innerHTML;
    const errors: unknown[] = [];
    const consoleError = vi.spyOn(console, "error").mockImplementation((...args) => void errors.push(args));
    await act(async () => {
      hydrateRoot(
        element,
        <IslandFrame queryClient={new QueryClient()}>
          <Labelled label="Hello" />
        </IslandFrame>,
        {
          identifierPrefix: islandIdPrefix("faq-accordion", element.dataset.props),
          onRecoverableError: (e) => errors.push(e),
        },
      );
    });
    consoleError.mockRestore();
    expect(errors).toEqual([]);
    expect(element.innerHTML).toBe(before);
    const input = element.querySelector("input");
    expect(document.getElementById(input?.getAttribute("aria-labelledby") ?? "")?.textContent).toBe("Hello");
    document.body.innerHTML = "";
  });

  it("changes of this page's query stay in place and reach every island; other pages load for real", async () => {
    const client = new QueryClient();
    render(
      <>
        <IslandFrame queryClient={client}>
          <Filter />
        </IslandFrame>
        <IslandFrame queryClient={client}>
          <Shows />
        </IslandFrame>
      </>,
    );
    await act(async () => screen.getByRole("button").click());
    expect(window.location.search).toBe("?category=Privacy");
    expect(screen.getByText(/shows Privacy/)).toBeTruthy();
    expect(screen.getByRole("button").textContent).toBe("filter Privacy");

    const assign = vi.fn();
    const original = window.location.assign;
    Object.defineProperty(window.location, "assign", { value: assign, configurable: true });
    try {
      await act(async () => screen.getByRole("link", { name: "Pricing" }).click());
      expect(assign).toHaveBeenCalledWith(`${window.location.origin}/pricing`);
    } finally {
      Object.defineProperty(window.location, "assign", { value: original, configurable: true });
    }
  });
});
