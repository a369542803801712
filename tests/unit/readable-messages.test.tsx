import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { EMAIL_VERIFICATION, GENERIC_ERRORS, VALIDATION } from "../../src/core/messages";
import {
  FIELD_MESSAGES,
  humanIssueMessage,
  installHumanValidationMessages,
  isRawMessage,
} from "../../src/core/validation-messages";
import { ApiError, api } from "../../src/web/lib/api";
import VerifyEmailPage from "../../src/web/pages/verify-email";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function answer(status: number, body: unknown) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } })),
  );
}

describe("raw validator and library text never reaches a page (issue 20 §2)", () => {
  it("recognises zod's and the auth library's developer wording, and leaves the spec's sentences alone", () => {
    for (const raw of [
      "Too small: expected string to have >=10 characters",
      "Too big: expected string to have <=200 characters",
      "Invalid input: expected string, received undefined",
      'Invalid option: expected one of "a"|"b"',
      'Unrecognized key: "x"',
      "Invalid origin",
      "body/token must be string",
      "",
    ])
      expect(isRawMessage(raw), raw).toBe(true);
    for (const fine of [
      VALIDATION.invalidEmail,
      EMAIL_VERIFICATION.failed,
      EMAIL_VERIFICATION.invalidLink,
      "Invalid resume URL",
      VALIDATION.employerEmailDomain,
    ])
      expect(isRawMessage(fine), fine).toBe(false);
  });

  it("the API client replaces a raw message and raw field messages with plain ones", async () => {
    answer(400, {
      error: {
        code: "validation_failed",
        message: "Too small: expected string to have >=10 characters",
        fields: { token: "Too small: expected string to have >=10 characters", name: "Enter your name" },
      },
    });
    const error = await api("/x", { method: "POST", json: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe(GENERIC_ERRORS.validation);
    expect((error as ApiError).fields).toEqual({ token: FIELD_MESSAGES.invalid, name: "Enter your name" });
  });

  it("schemas without their own message speak plainly once installed", () => {
    installHumanValidationMessages();
    const schema = z.object({ a: z.string().min(10), b: z.string().max(3), c: z.string(), d: z.email() });
    const result = schema.safeParse({ a: "short", b: "long!", d: "nope" });
    const messages = Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path[0], i.message]));
    expect(messages).toEqual({
      a: FIELD_MESSAGES.tooShort(10),
      b: FIELD_MESSAGES.tooLong(3),
      c: FIELD_MESSAGES.required,
      d: FIELD_MESSAGES.email,
    });
    // A schema's own message still wins.
    expect(z.string().min(2, "Own words").safeParse("").error?.issues[0]?.message).toBe("Own words");
    expect(humanIssueMessage({ code: "custom", input: 1, path: [] } as never)).toBe(FIELD_MESSAGES.invalid);
  });
});

describe("/verify-email", () => {
  function renderAt(url: string) {
    const router = createMemoryRouter([{ path: "/verify-email", element: <VerifyEmailPage /> }], {
      initialEntries: [url],
    });
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
  }

  it("a garbage token shows the spec's failure, whatever the server's words", async () => {
    answer(400, {
      error: { code: "validation_failed", message: "Too small: expected string to have >=10 characters" },
    });
    renderAt("/verify-email?token=garbage");
    expect((await screen.findByRole("alert")).textContent).toBe(EMAIL_VERIFICATION.failed);
  });

  it("a server failure shows the spec's failure too", async () => {
    answer(500, { nonsense: true });
    renderAt("/verify-email?token=abcdefghijklmnop");
    expect((await screen.findByRole("alert")).textContent).toBe(EMAIL_VERIFICATION.failed);
  });

  it("no token says the link is invalid", async () => {
    renderAt("/verify-email");
    expect((await screen.findByRole("alert")).textContent).toBe(EMAIL_VERIFICATION.invalidLink);
  });
});
