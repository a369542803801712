import { QueryClient, QueryClientProvider, useQuery } from "@tanstack/react-query";
import { act, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { MeResponse } from "../../src/core/contracts/auth";
import { ME_KEY } from "../../src/web/features/auth/session";
import { useLiveNotifications } from "../../src/web/features/notifications/live-notifications";

/** A stand-in EventSource: records what was opened, lets the test deliver events. */
class FakeEventSource {
  static opened: FakeEventSource[] = [];
  onerror: (() => void) | null = null;
  closed = false;
  private listeners = new Map<string, Array<(e: MessageEvent<string>) => void>>();
  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }
  addEventListener(type: string, fn: (e: MessageEvent<string>) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), fn]);
  }
  emit(type: string, data = "{}", lastEventId = "") {
    for (const fn of this.listeners.get(type) ?? []) fn({ data, lastEventId } as MessageEvent<string>);
  }
  close() {
    this.closed = true;
  }
}

let me: MeResponse;
beforeEach(() => {
  FakeEventSource.opened = [];
  vi.stubGlobal("EventSource", FakeEventSource);
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function mount() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const fetchMe = vi.fn(async () => me);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  // The app shell keeps the /me query active; the bell's hook runs beside it.
  const hook = renderHook(
    () => {
      useQuery({ queryKey: ME_KEY, queryFn: fetchMe });
      useLiveNotifications(true);
    },
    { wrapper },
  );
  return { client, fetchMe, hook };
}

describe("the live stream after its session ends (D214)", () => {
  it("reconnects with the new cookie when the session was replaced (still signed in), from its last event", async () => {
    me = { user: { id: "u1" } } as unknown as MeResponse;
    const { fetchMe } = mount();
    const first = FakeEventSource.opened[0]!;
    expect(first.url).toBe("/api/v1/notifications/stream");
    act(() => {
      first.emit("ready", '{"unreadCount":0}');
      first.emit(
        "notification",
        JSON.stringify({ id: "n1", title: "T", message: "M", read: true, link: null, createdAt: "" }),
        "cursor-1",
      );
      first.emit("end", '{"reason":"session"}');
    });
    expect(first.closed).toBe(true);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2000);
    });
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(2));
    expect(fetchMe).toHaveBeenCalled();
    expect(FakeEventSource.opened[1]!.url).toBe("/api/v1/notifications/stream?after=cursor-1");
  });

  it("stays closed when the browser is signed out", async () => {
    me = { user: null };
    const { fetchMe } = mount();
    const first = FakeEventSource.opened[0]!;
    act(() => {
      first.emit("ready", '{"unreadCount":0}');
      first.emit("end", '{"reason":"session"}');
    });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2000);
    });
    await waitFor(() => expect(fetchMe.mock.calls.length).toBeGreaterThan(1));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(60_000);
    });
    expect(FakeEventSource.opened).toHaveLength(1);
  });
});
