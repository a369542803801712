import { afterEach, describe, expect, it, vi } from "vitest";
import { api, apiCall } from "../../src/web/lib/api";

/** Records the URL of every request instead of sending it. */
function recordFetch(): string[] {
  const urls: string[] = [];
  vi.stubGlobal("fetch", async (url: string) => {
    urls.push(url);
    return new Response(JSON.stringify({ ok: true }), { status: 200 });
  });
  return urls;
}

afterEach(() => vi.unstubAllGlobals());

describe("the web's API paths", () => {
  it("a v1 route whose name starts with 'api' still goes under /api/v1 (the API keys card)", async () => {
    const urls = recordFetch();
    await apiCall("GET /api-keys");
    await apiCall("DELETE /api-keys/:keyId", { params: { keyId: "k 1" } });
    expect(urls).toEqual(["/api/v1/api-keys", "/api/v1/api-keys/k%201"]);
  });

  it("a path already under /api/ is sent as it is; any other gets the v1 prefix", async () => {
    const urls = recordFetch();
    await api("/api/auth/get-session");
    await api("/billing");
    expect(urls).toEqual(["/api/auth/get-session", "/api/v1/billing"]);
  });
});
