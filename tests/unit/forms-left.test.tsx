import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CREDENTIAL_CLAIMS } from "../../src/core/contracts/credentials";
import { STATE_DOCUMENT_MAX_BYTES } from "../../src/core/contracts/state-registration";
import { EMPLOYER, MARKETING } from "../../src/core/messages";
import { US_STATE_MESSAGE } from "../../src/core/us-states";
import { IssueForm } from "../../src/web/features/credentials/issue-form";
import { StateMethod } from "../../src/web/features/employer/verification/verification-methods";
import { ContactForm } from "../../src/web/features/marketing/contact-form";

// The last forms through react-hook-form (issue 35 §2, D381, D406): the contract's words and the server's `fields`
// on their fields, and nothing sent while the form can tell what is wrong.

vi.mock("sonner", async (original) => {
  const actual = await original<typeof import("sonner")>();
  return { ...actual, toast: Object.assign(vi.fn(), { ...actual.toast, error: vi.fn(), success: vi.fn() }) };
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** Every request answers `status` with `body`; the calls are kept. */
function answer(status: number, body: unknown) {
  const fetch = vi.fn(
    async () => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } }),
  );
  vi.stubGlobal("fetch", fetch);
  return fetch;
}
const refused = (fields: Record<string, string>, status = 400) =>
  answer(status, { error: { code: "invalid_input", message: "Check the highlighted fields.", fields } });

function show(node: ReactNode, at = "/") {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[at]}>{node}</MemoryRouter>
    </QueryClientProvider>,
  );
}

/** The field is marked invalid and its description is the message the person reads under it. */
async function expectFieldError(label: string | RegExp, message: string) {
  await waitFor(() => {
    const field = screen.getByLabelText(label);
    expect(field.getAttribute("aria-invalid")).toBe("true");
    const described = (field.getAttribute("aria-describedby") ?? "").split(" ").filter(Boolean);
    expect(described.map((id) => document.getElementById(id)?.textContent)).toContain(message);
  });
}
const press = (name: string) => fireEvent.click(screen.getByRole("button", { name }));
const type = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe("the contact form", () => {
  it("marks the e-mail and the message before sending, and focuses the first", async () => {
    const fetch = answer(200, { status: "received" });
    show(<ContactForm />);
    type("Email", "dana@northwind");
    press("Send message");
    await expectFieldError("Email", MARKETING.contactEmailInvalid);
    await expectFieldError("Message", MARKETING.contactMessageRequired);
    expect(document.activeElement).toBe(screen.getByLabelText("Email"));
    expect(fetch).not.toHaveBeenCalled();
    type("Email", "dana@northwind.example");
    type("Message", "  Tell me about Enterprise for 40 sites. ");
    press("Send message");
    await screen.findByText(MARKETING.contactSent);
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({
      email: "dana@northwind.example",
      message: "Tell me about Enterprise for 40 sites.",
    });
  });

  it("starts on the topic the link names, and sends it", async () => {
    const fetch = answer(200, { status: "received" });
    show(<ContactForm />, "/contact?inquiry=sales");
    expect((screen.getByLabelText("Inquiry type") as HTMLSelectElement).value).toBe("sales");
    type("Email", "dana@northwind.example");
    type("Message", "Hello");
    press("Send message");
    await screen.findByText(MARKETING.contactSent);
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body)).inquiryType).toBe("sales");
    press("Send another message");
    expect((screen.getByLabelText("Inquiry type") as HTMLSelectElement).value).toBe("sales");
    expect((screen.getByLabelText("Message") as HTMLTextAreaElement).value).toBe("");
  });

  it("puts the server's refusal on its field, with the form's own words", async () => {
    refused({ email: MARKETING.contactEmailInvalid });
    show(<ContactForm />);
    type("Email", "dana@northwind.example");
    type("Message", "Hello");
    press("Send message");
    await expectFieldError("Email", MARKETING.contactEmailInvalid);
    expect(screen.getByRole("alert").textContent).toBe(MARKETING.contactFailed);
  });
});

describe("issuing a credential", () => {
  it("sends the parts in their order and lands the server's fields on theirs", async () => {
    const fetch = refused({ validDays: "Choose a validity of 1 to 365 days" });
    show(<IssueForm available={[...CREDENTIAL_CLAIMS]} onIssued={() => {}} />);
    fireEvent.click(screen.getByLabelText("Name"));
    fireEvent.click(screen.getByLabelText("Name"));
    press("Issue credential");
    await expectFieldError("Valid for", "Choose a validity of 1 to 365 days");
    expect(screen.getByRole("alert").textContent).toBe("Check the highlighted fields.");
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({
      claims: CREDENTIAL_CLAIMS.filter((c) => c !== "disputesRecord"),
      locationPrecision: "region",
      validDays: 90,
    });
  });
});

describe("the state-registration form", () => {
  const file = (bytes: number, name = "filing.pdf") =>
    new File([new Uint8Array(bytes)], name, { type: "application/pdf" });
  const attach = (f: File) =>
    fireEvent.change(screen.getByLabelText("Registration document"), { target: { files: [f] } });

  it("judges the three fields before uploading anything", async () => {
    const fetch = answer(201, { ok: true, message: EMPLOYER.requestSubmitted });
    show(<StateMethod canRequest />);
    press("Submit for review");
    await expectFieldError("State", EMPLOYER.stateRequired);
    await expectFieldError("Entity number", EMPLOYER.entityNumberRequired);
    await expectFieldError("Registration document", EMPLOYER.documentRequired);
    expect(document.activeElement).toBe(screen.getByLabelText("State"));
    type("Entity number", " 7 ");
    attach(file(STATE_DOCUMENT_MAX_BYTES + 1));
    await expectFieldError("Entity number", EMPLOYER.entityNumberTooShort(2));
    await expectFieldError("Registration document", EMPLOYER.documentTooLarge);
    expect(fetch).not.toHaveBeenCalled();
    type("State", "TX");
    type("Entity number", "0801234567");
    attach(file(1024));
    press("Submit for review");
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    const body = (fetch.mock.calls[0] as unknown as [string, RequestInit])[1].body as FormData;
    expect([body.get("state"), body.get("entityNumber"), (body.get("document") as File).name]).toEqual([
      "TX",
      "0801234567",
      "filing.pdf",
    ]);
  });

  it("lands the server's fields on theirs", async () => {
    refused({ document: EMPLOYER.documentType, state: US_STATE_MESSAGE });
    show(<StateMethod canRequest />);
    type("State", "TX");
    type("Entity number", "0801234567");
    attach(file(1024, "filing.txt"));
    press("Submit for review");
    await expectFieldError("Registration document", EMPLOYER.documentType);
    await expectFieldError("State", US_STATE_MESSAGE);
  });
});
