import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AGE_CONFIRMATION_REQUIRED, TERMS_REQUIRED } from "../../src/core/contracts/auth";
import { ACCOUNT, VALIDATION } from "../../src/core/messages";
import { fillProfessionalSignUp, openAuth, stubServer, type } from "./auth-page";

// Forms through react-hook-form + the routes' zod schemas (issue 35 §2, D381): what a person sees on the fields.

vi.mock("sonner", async (original) => (await import("./quiet-toasts")).quietToasts(original));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const openSignUp = (type: "professional" | "employer") => openAuth(`/auth?mode=signup&type=${type}`);
const create = () => fireEvent.click(screen.getByRole("button", { name: ACCOUNT.createAccountButton }));

/** The field is marked invalid and its description is the message the person reads under it. */
function expectFieldError(label: string | RegExp, message: string) {
  const field = screen.getByLabelText(label);
  expect(field.getAttribute("aria-invalid")).toBe("true");
  const described = (field.getAttribute("aria-describedby") ?? "").split(" ").filter(Boolean);
  expect(described.map((id) => document.getElementById(id)?.textContent)).toContain(message);
}

describe("forms: client-side messages come from the route's zod schema", () => {
  it("an empty sign-up marks each field with the spec's words", async () => {
    stubServer(() => new Response("{}", { status: 500 }));
    await openSignUp("employer");
    create();
    await waitFor(() => expectFieldError(ACCOUNT.fullName, VALIDATION.fullNameRequired));
    expectFieldError(ACCOUNT.businessEmail, VALIDATION.invalidEmail);
    expectFieldError(ACCOUNT.password, VALIDATION.passwordTooShort);
    expectFieldError(ACCOUNT.companyName, VALIDATION.companyNameTooShort);
    expectFieldError(ACCOUNT.companyWebsite, VALIDATION.companyWebsiteRequired);
    expectFieldError(new RegExp(ACCOUNT.ageConfirm), AGE_CONFIRMATION_REQUIRED);
    expect(screen.getByText(TERMS_REQUIRED)).toBeTruthy();
    expect(vi.mocked(fetch).mock.calls.filter(([url]) => String(url).includes("sign-up"))).toHaveLength(0);
  });

  it("a corrected field loses its error as the person types", async () => {
    stubServer(() => new Response("{}", { status: 500 }));
    await openSignUp("professional");
    create();
    await waitFor(() => expectFieldError(ACCOUNT.fullName, VALIDATION.fullNameRequired));
    type(ACCOUNT.fullName, "Dana Whitfield");
    await waitFor(() => expect(screen.getByLabelText(ACCOUNT.fullName).getAttribute("aria-invalid")).toBe("false"));
    expect(screen.queryByText(VALIDATION.fullNameRequired)).toBeNull();
  });
});

describe("forms: the server's `fields` land on their fields", () => {
  it("a taken e-mail is shown under the e-mail box, which is marked invalid", async () => {
    const taken = "An account with this e-mail already exists.";
    stubServer(
      () =>
        new Response(
          JSON.stringify({ error: { code: "conflict", message: "Please check the form.", fields: { email: taken } } }),
          { status: 409 },
        ),
    );
    await openSignUp("professional");
    fillProfessionalSignUp();
    create();
    await waitFor(() => expectFieldError(ACCOUNT.email, taken));
    expect(screen.getByLabelText(ACCOUNT.fullName).getAttribute("aria-invalid")).toBe("false");
    expect(document.activeElement).toBe(screen.getByLabelText(ACCOUNT.email));
  });
});
