import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { vi } from "vitest";
import { ACCOUNT, BRAND } from "../../src/core/messages";
import AuthPage from "../../src/web/pages/auth/auth-page";

/** The auth page's tests (auth-messages, forms): a stubbed server and the page at a path. */

/** `/api/v1/me` answers "signed out"; every other call answers with `answer`. */
export function stubServer(answer: () => Response | Promise<Response>) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL) =>
      String(input).endsWith("/api/v1/me") ? new Response(JSON.stringify({ user: null }), { status: 200 }) : answer(),
    ),
  );
}

/** Renders the auth page at `path` and waits for its heading. */
export async function openAuth(path: string) {
  const router = createMemoryRouter([{ path: "/auth", element: <AuthPage /> }], { initialEntries: [path] });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  await screen.findByRole("heading", { name: BRAND.signInHeadline });
}

/** Types `value` into the field labelled `label`. */
export const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

/** Fills the professional sign-up form as Dana Whitfield and ticks the age and terms boxes: ready to submit. */
export function fillProfessionalSignUp() {
  type(ACCOUNT.fullName, "Dana Whitfield");
  type(ACCOUNT.email, "dana@acme.example");
  type(ACCOUNT.password, "a-long-passphrase");
  fireEvent.click(screen.getByLabelText(new RegExp(ACCOUNT.ageConfirm)));
  fireEvent.click(screen.getByRole("checkbox", { name: new RegExp(ACCOUNT.termsAgreePrefix) }));
}
