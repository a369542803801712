import { WebAuthnError } from "@simplewebauthn/browser";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, render, screen, waitFor } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Me } from "../../src/core/contracts/auth";
import { ACCOUNT, BRAND, PASSKEY_ERRORS } from "../../src/core/messages";
import { PasskeyCeremonyError, passkeyErrorMessage } from "../../src/web/features/auth/passkey";
import { RequireRole } from "../../src/web/features/auth/require-role";
import { ME_KEY } from "../../src/web/features/auth/session";
import { isIgnorableSignOutError } from "../../src/web/features/auth/use-sign-out";
import { ApiError } from "../../src/web/lib/api";
import AuthPage from "../../src/web/pages/auth/auth-page";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const me = (roles: Me["roles"]): Me => ({
  id: "u1",
  email: "dana@northwind.example",
  emailVerified: true,
  fullName: "Dana Whitfield",
  avatarUrl: null,
  accountType: "employer",
  roles,
  twoFactorEnabled: false,
  secondFactorRequired: false,
});

function stubMe(user: Me | null) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    if (url.endsWith("/api/v1/me")) return new Response(JSON.stringify({ user }), { status: 200 });
    return new Response("{}", { status: 404 });
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

let client: QueryClient;
function renderAt(path: string, routes: Parameters<typeof createMemoryRouter>[0]) {
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const guarded = [
  { path: "/", element: <h1>Home</h1> },
  { path: "/auth", element: <h1>Auth</h1> },
  {
    element: <RequireRole requires="employer" />,
    children: [{ path: "/dashboard/employer", element: <h1>Employer area</h1> }],
  },
];

describe("RequireRole", () => {
  it("shows a spinner, then sends a visitor to /auth?redirect=", async () => {
    stubMe(null);
    const router = renderAt("/dashboard/employer?tab=2", guarded);
    expect(screen.getByRole("status")).toBeTruthy();
    await screen.findByRole("heading", { name: "Auth" });
    expect(router.state.location.pathname).toBe("/auth");
    expect(new URLSearchParams(router.state.location.search).get("redirect")).toBe("/dashboard/employer?tab=2");
  });

  it("does not send to /auth from a page the browser is already leaving (signing out from a dashboard)", async () => {
    stubMe(null);
    // The browser router has pushed the next entry (home) while React still shows the dashboard.
    window.history.replaceState({ usr: null, key: "next-entry", idx: 1 }, "");
    try {
      const router = renderAt("/dashboard/employer", guarded);
      // The session is known (signed out), the page re-rendered with it, and still no redirect.
      await waitFor(() => expect(client.getQueryState(ME_KEY)?.status).toBe("success"));
      await act(async () => {});
      expect(screen.getByRole("status")).toBeTruthy();
      expect(router.state.location.pathname).toBe("/dashboard/employer");
    } finally {
      window.history.replaceState(null, "");
    }
  });

  it("lets an employer in and sends a professional home", async () => {
    stubMe(me(["employer"]));
    renderAt("/dashboard/employer", guarded);
    await screen.findByRole("heading", { name: "Employer area" });
    cleanup();
    stubMe(me(["professional"]));
    const router = renderAt("/dashboard/employer", guarded);
    await screen.findByRole("heading", { name: "Home" });
    expect(router.state.location.pathname).toBe("/");
  });

  it("lets an admin through every role route", async () => {
    stubMe(me(["admin"]));
    renderAt("/dashboard/employer", guarded);
    await screen.findByRole("heading", { name: "Employer area" });
  });
});

describe("/auth page", () => {
  const authRoutes = [
    { path: "/", element: <h1>Home</h1> },
    { path: "/auth", element: <AuthPage /> },
  ];

  it("opens Sign In by default", async () => {
    stubMe(null);
    renderAt("/auth", authRoutes);
    await screen.findByRole("heading", { name: BRAND.signInHeadline });
    expect(screen.getByRole("tab", { name: ACCOUNT.signInTab }).getAttribute("aria-selected")).toBe("true");
    expect(screen.getByLabelText(ACCOUNT.email)).toBeTruthy();
  });

  it("mode=signup&type=employer opens Sign Up with Employer chosen and the employer fields", async () => {
    stubMe(null);
    renderAt("/auth?mode=signup&type=employer", authRoutes);
    await screen.findByRole("heading", { name: BRAND.signInHeadline });
    expect(screen.getByRole("tab", { name: ACCOUNT.signUpTab }).getAttribute("aria-selected")).toBe("true");
    expect(screen.getByRole("radio", { name: new RegExp(ACCOUNT.employer) }).getAttribute("aria-checked")).toBe("true");
    expect(screen.getByText(BRAND.employerPitch)).toBeTruthy();
    expect(screen.getByLabelText(ACCOUNT.businessEmail)).toBeTruthy();
    expect(screen.getByLabelText(ACCOUNT.companyName)).toBeTruthy();
    expect(screen.getByLabelText(ACCOUNT.companyWebsite)).toBeTruthy();
    expect(screen.getByText(ACCOUNT.passwordHint)).toBeTruthy();
  });

  it("type=professional has no company fields", async () => {
    stubMe(null);
    renderAt("/auth?mode=signup&type=professional", authRoutes);
    await screen.findByRole("heading", { name: BRAND.signInHeadline });
    expect(screen.getByText(BRAND.professionalPitch)).toBeTruthy();
    expect(screen.queryByLabelText(ACCOUNT.companyName)).toBeNull();
    expect(screen.getByLabelText(ACCOUNT.email)).toBeTruthy();
  });

  it("redirects a signed-in user to /", async () => {
    stubMe(me(["employer"]));
    const router = renderAt("/auth", authRoutes);
    await screen.findByRole("heading", { name: "Home" });
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
  });
});

describe("sign-out and passkey errors", () => {
  it("ignores 401, 403 and 404 answers to sign-out (SPEC §7)", () => {
    for (const status of [401, 403, 404]) expect(isIgnorableSignOutError(new ApiError(status, "x", "x"))).toBe(true);
    expect(isIgnorableSignOutError(new ApiError(500, "internal", "x"))).toBe(false);
    expect(isIgnorableSignOutError(new Error("network"))).toBe(false);
  });

  const webauthn = (code: ConstructorParameters<typeof WebAuthnError>[0]["code"]) =>
    new WebAuthnError({ code, message: code, cause: new Error(code) });

  it.each([
    [webauthn("ERROR_CEREMONY_ABORTED"), PASSKEY_ERRORS.aborted],
    [webauthn("ERROR_PASSTHROUGH_SEE_CAUSE_PROPERTY"), PASSKEY_ERRORS.aborted],
    [webauthn("ERROR_INVALID_RP_ID"), PASSKEY_ERRORS.invalidRpId],
    [webauthn("ERROR_INVALID_DOMAIN"), PASSKEY_ERRORS.invalidDomain],
    [webauthn("ERROR_AUTHENTICATOR_GENERAL_ERROR"), PASSKEY_ERRORS.authenticatorGeneral],
    [webauthn("ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED"), PASSKEY_ERRORS.alreadyRegistered],
    [new Error("WebAuthn is not supported in this browser"), PASSKEY_ERRORS.unsupported],
    [new PasskeyCeremonyError("unsupported"), PASSKEY_ERRORS.unsupported],
    [new PasskeyCeremonyError("empty"), PASSKEY_ERRORS.emptyCredential],
    [new Error("Registration was not completed"), PASSKEY_ERRORS.emptyCredential],
    [new PasskeyCeremonyError("unexpected-type"), PASSKEY_ERRORS.unexpectedType],
    [new ApiError(400, "CHALLENGE_NOT_FOUND", "Challenge not found"), PASSKEY_ERRORS.expired],
    [new ApiError(401, "PASSKEY_NOT_FOUND", "Passkey not found"), PASSKEY_ERRORS.unknownPasskey],
    [new ApiError(400, "FAILED_TO_VERIFY_REGISTRATION", "Failed"), PASSKEY_ERRORS.verifyFailed],
  ])("%s → a sentence a person understands", (error, message) => {
    expect(passkeyErrorMessage(error)).toBe(message);
  });

  it("keeps the spec's wording for the two quoted failures", () => {
    expect(PASSKEY_ERRORS.unsupported).toContain("Browser does not support WebAuthn");
    expect(PASSKEY_ERRORS.emptyCredential).toContain("Empty credential response");
  });
});
