import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AppToaster, mountToasterOnDemand, TOAST_OFFSET_TOP_PX } from "../../src/web/components/ui/app-toaster";
import { toasterWanted, toastLater } from "../../src/web/lib/toast-later";

afterEach(cleanup);

function renderToaster() {
  // The session query never settles here: a visitor whose session is still unknown.
  const client = new QueryClient({ defaultOptions: { queries: { queryFn: () => new Promise(() => {}) } } });
  return render(
    <QueryClientProvider client={client}>
      <AppToaster />
    </QueryClientProvider>,
  );
}

describe("the toaster of prerendered pages", () => {
  it("loads nothing until the first toast, then shows it", async () => {
    vi.stubGlobal("fetch", () => new Promise(() => {}));
    mountToasterOnDemand();
    const { container } = renderToaster();
    // Long enough for the toast library to load and render its region, were it mounted.
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(container.querySelector("section")).toBeNull();
    expect(toasterWanted.get()).toBe(false);

    await act(async () => toastLater((toast) => toast.success("Link copied")));
    expect(toasterWanted.get()).toBe(true);
    await screen.findByText("Link copied", {}, { timeout: 3000 });
    expect(container.querySelector("section")).not.toBeNull();
    // Below the sticky header (h-16 = 64 px), on phones too: toasts never cover the bell or the avatar.
    const list = container.querySelector<HTMLElement>("[data-sonner-toaster]")!;
    expect(TOAST_OFFSET_TOP_PX).toBeGreaterThan(64);
    expect(list.style.getPropertyValue("--offset-top")).toBe(`${TOAST_OFFSET_TOP_PX}px`);
    expect(list.style.getPropertyValue("--mobile-offset-top")).toBe(`${TOAST_OFFSET_TOP_PX}px`);
    vi.unstubAllGlobals();
  });
});
