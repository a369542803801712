import { QueryClient } from "@tanstack/react-query";
import { act, cleanup } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { MeResponse } from "../../src/core/contracts/auth";
import { ME_KEY, useSession } from "../../src/web/features/auth/session";
import { IslandFrame } from "../../src/web/prerender/island-frame";

afterEach(() => {
  cleanup();
  document.body.innerHTML = "";
  vi.unstubAllGlobals();
});

function SessionText() {
  const session = useSession();
  return <p>{session.status === "signed-in" ? `Hello ${session.user.email}` : session.status}</p>;
}

const SIGNED_IN: MeResponse = {
  user: {
    id: "u1",
    email: "pat@example.com",
    emailVerified: true,
    fullName: "Pat",
    avatarUrl: null,
    accountType: "professional",
    roles: ["professional"],
    twoFactorEnabled: false,
    secondFactorRequired: false,
  },
};

describe("an island hydrating after another one fetched the session (issue 20 §5, /pricing after sign-in)", () => {
  it("hydrates with the prerendered state, without a mismatch, then shows the session", async () => {
    vi.stubGlobal("fetch", () => new Promise(() => {}));
    // Prerendered: no session known.
    const html = renderToString(
      <IslandFrame
        queryClient={new QueryClient()}
        location={{ pathname: "/pricing", search: "", hash: "", state: null, key: "default" }}
      >
        <SessionText />
      </IslandFrame>,
    );
    expect(html).toContain("loading");
    const element = document.createElement("div");
    element.innerHTML = html;
    document.body.append(element);

    // In the browser an earlier island (the header) already has the signed-in session in the shared cache.
    const queryClient = new QueryClient();
    queryClient.setQueryData(ME_KEY, SIGNED_IN);
    const errors: unknown[] = [];
    const consoleError = vi.spyOn(console, "error").mockImplementation((...args) => void errors.push(args));
    await act(async () => {
      hydrateRoot(
        element,
        <IslandFrame queryClient={queryClient}>
          <SessionText />
        </IslandFrame>,
        { onRecoverableError: (e) => errors.push(e) },
      );
    });
    consoleError.mockRestore();
    expect(errors).toEqual([]);
    expect(element.textContent).toBe("Hello pat@example.com");
  });
});
