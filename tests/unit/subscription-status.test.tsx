import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { MeResponse } from "../../src/core/contracts/auth";
import { ME_KEY } from "../../src/web/features/auth/session";
import { useSubscriptionStatus } from "../../src/web/features/billing/subscription-status";

afterEach(() => vi.unstubAllGlobals());

/** The hook with a stand-in API: /me answers `me`; /subscription a free plan. Returns the paths asked. */
function mount(me: MeResponse | null) {
  const asked: string[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string) => {
      asked.push(url);
      if (url === "/api/v1/me") return me ? Response.json(me) : new Response("{}", { status: 401 });
      return Response.json({
        subscribed: false,
        subscriptionType: "free",
        userType: "employer",
        subscriptionEnd: null,
      });
    }),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(() => useSubscriptionStatus(), { wrapper });
  return { result, client, asked };
}

describe("useSubscriptionStatus (SPEC §4, §9)", () => {
  it("a visitor's refresh asks nothing: /subscription/success refreshes every 2 s, signed in or not", async () => {
    const { result, client, asked } = mount(null);
    await waitFor(() => expect(client.getQueryData(ME_KEY)).toEqual({ user: null }));
    await act(() => result.current.refresh());
    await act(() => result.current.refresh());
    expect(asked).not.toContain("/api/v1/subscription");
    expect(result.current.error).toBeNull();
  });

  it("a signed-in person's refresh checks again", async () => {
    const user = { id: "u1", email: "e@x.example", secondFactorRequired: false } as unknown as NonNullable<
      MeResponse["user"]
    >;
    const { result, asked } = mount({ user });
    await waitFor(() => expect(asked.filter((u) => u === "/api/v1/subscription")).toHaveLength(1));
    await act(() => result.current.refresh());
    expect(asked.filter((u) => u === "/api/v1/subscription")).toHaveLength(2);
  });
});
