import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ACCOUNT, AUTH, VALIDATION } from "../../src/core/messages";
import { fillProfessionalSignUp, openAuth, stubServer, type } from "./auth-page";

const toastError = vi.hoisted(() => vi.fn());
vi.mock("sonner", async (original) => {
  const actual = await original<typeof import("sonner")>();
  return { ...actual, toast: Object.assign(vi.fn(), { ...actual.toast, error: toastError, success: vi.fn() }) };
});

beforeEach(() => toastError.mockReset());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("sign-up messages (issue 20 §2)", () => {
  it("shows the business e-mail hint once", async () => {
    stubServer(() => new Response("{}", { status: 404 }));
    await openAuth("/auth?mode=signup&type=employer");
    type(ACCOUNT.businessEmail, "dana@gmail.com");
    expect(await screen.findAllByText(VALIDATION.hintPersonalEmail)).toHaveLength(1);
  });

  it("a personal e-mail with the age box unticked toasts the e-mail message (form order)", async () => {
    stubServer(() => new Response("{}", { status: 404 }));
    await openAuth("/auth?mode=signup&type=employer");
    type(ACCOUNT.fullName, "Dana Whitfield");
    type(ACCOUNT.businessEmail, "dana@gmail.com");
    type(ACCOUNT.password, "a-long-passphrase");
    type(ACCOUNT.companyName, "Acme");
    type(ACCOUNT.companyWebsite, "https://acme.example");
    fireEvent.click(screen.getByRole("button", { name: ACCOUNT.createAccountButton }));
    await waitFor(() =>
      expect(toastError).toHaveBeenCalledWith(VALIDATION.validationErrorTitle, {
        description: VALIDATION.employerEmailDomain,
      }),
    );
  });
});

describe("the spec's fallbacks when the server answers garbage or cannot be reached (SPEC §8)", () => {
  const failures: Array<[string, () => Response | Promise<Response>]> = [
    ["an HTML error page", () => new Response("<html>Bad gateway</html>", { status: 502 })],
    ["a 200 that is not our answer", () => new Response("<html>hello</html>", { status: 200 })],
    ["a 400 that is not our error shape", () => new Response(JSON.stringify({ oops: 1 }), { status: 400 })],
    [
      "no connection",
      () => {
        throw new TypeError("Failed to fetch");
      },
    ],
  ];

  for (const [what, answer] of failures) {
    it(`sign in: ${what}`, async () => {
      stubServer(answer);
      await openAuth("/auth");
      type(ACCOUNT.email, "dana@acme.example");
      type(ACCOUNT.password, "a-long-passphrase");
      fireEvent.click(screen.getByRole("button", { name: ACCOUNT.signInButton }));
      await waitFor(() =>
        expect(toastError).toHaveBeenCalledWith(ACCOUNT.errorTitle, { description: AUTH.signInFailed }),
      );
    });

    it(`sign up: ${what}`, async () => {
      stubServer(answer);
      await openAuth("/auth?mode=signup&type=professional");
      fillProfessionalSignUp();
      fireEvent.click(screen.getByRole("button", { name: ACCOUNT.createAccountButton }));
      await waitFor(() =>
        expect(toastError).toHaveBeenCalledWith(ACCOUNT.errorTitle, { description: AUTH.signUpFailed }),
      );
    });
  }

  it("keeps the server's own words when it refused the request", async () => {
    stubServer(
      () =>
        new Response(JSON.stringify({ error: { code: "unauthorized", message: AUTH.loginFailed } }), { status: 401 }),
    );
    await openAuth("/auth");
    type(ACCOUNT.email, "dana@acme.example");
    type(ACCOUNT.password, "a-long-passphrase");
    fireEvent.click(screen.getByRole("button", { name: ACCOUNT.signInButton }));
    await waitFor(() => expect(toastError).toHaveBeenCalledWith(ACCOUNT.errorTitle, { description: AUTH.loginFailed }));
  });
});
