import { afterEach, describe, expect, it, vi } from "vitest";
import { GENERIC_ERRORS } from "../../src/core/messages";
import { ApiError, api, newIdempotencyKey } from "../../src/web/lib/api";

/** D311: the web client sends one Idempotency-Key per submission and asks again, with it, after a lost COMMIT. */
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
const outcomeUnknown = () => json(503, { error: { code: "outcome_unknown", message: GENERIC_ERRORS.outcomeUnknown } });

function stubFetch(...answers: Response[]) {
  const calls: Array<{ url: string; headers: Record<string, string> }> = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, headers: { ...(init.headers as Record<string, string>) } });
      const next = answers.shift();
      if (!next) throw new Error("no more answers");
      return next;
    }),
  );
  return calls;
}

describe("the web client's Idempotency-Key", () => {
  it("is a fresh 32-hex key per POST and absent on reads", async () => {
    const calls = stubFetch(json(200, { ok: true }), json(200, { ok: true }), json(200, { ok: true }));
    await api("/contact", { method: "POST", json: { a: 1 } });
    await api("/contact", { method: "POST", json: { a: 1 } });
    await api("/me");
    const [a, b, read] = calls.map((c) => c.headers["idempotency-key"]);
    expect(a).toMatch(/^[0-9a-f]{32}$/);
    expect(b).toMatch(/^[0-9a-f]{32}$/);
    expect(a).not.toBe(b);
    expect(read).toBeUndefined();
    expect(newIdempotencyKey()).not.toBe(newIdempotencyKey());
  });

  it("asks once more with the same key after outcome_unknown and returns the first outcome", async () => {
    vi.useFakeTimers();
    const calls = stubFetch(outcomeUnknown(), json(200, { id: "x" }));
    const answer = api<{ id: string }>("/employer/employees", { method: "POST", json: { entry: {} } });
    await vi.runAllTimersAsync();
    await expect(answer).resolves.toEqual({ id: "x" });
    expect(calls).toHaveLength(2);
    expect(calls[1]?.headers["idempotency-key"]).toBe(calls[0]?.headers["idempotency-key"]);
  });

  it("says plainly that the change may have been saved when the retry cannot tell either", async () => {
    vi.useFakeTimers();
    stubFetch(outcomeUnknown(), outcomeUnknown());
    const answer = api("/employer/employees", { method: "POST", json: {} }).catch((e: unknown) => e);
    await vi.runAllTimersAsync();
    const error = (await answer) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(503);
    expect(error.code).toBe("outcome_unknown");
    expect(error.message).toBe(GENERIC_ERRORS.outcomeUnknownInApp);
  });

  it("shows the server's words when the retry learns the change was already saved", async () => {
    vi.useFakeTimers();
    stubFetch(
      outcomeUnknown(),
      json(409, { error: { code: "already_applied", message: GENERIC_ERRORS.alreadyApplied } }),
    );
    const answer = api("/employer/employees", { method: "POST", json: {} }).catch((e: unknown) => e);
    await vi.runAllTimersAsync();
    expect(((await answer) as ApiError).message).toBe(GENERIC_ERRORS.alreadyApplied);
  });
});
