import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import type { ReactElement } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PROFILE_MESSAGES } from "../../src/core/contracts/profile-settings";
import { useOwnProfile } from "../../src/web/features/professional/settings/settings-api";
import { SettingsForm } from "../../src/web/features/professional/settings/settings-form";
import { ownProfile } from "./own-profile";

// The profile settings editor as a react-hook-form form over `ProfileSettingsInput` (issue 35 §2, D381 amended):
// the contract's messages and the server's `fields` land on their fields, list entries included.

vi.mock("sonner", async (original) => (await import("./quiet-toasts")).quietToasts(original));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const PROFILE = ownProfile({
  workHistory: [
    {
      title: "Dispatcher",
      company: "Northwind",
      startDate: "2019-02",
      endDate: "2021-06",
      current: false,
      description: null,
    },
  ],
});

/** The form as the settings page draws it: over the own-profile read, which a save replaces. */
function Page() {
  const query = useOwnProfile();
  const profile = query.data?.profile;
  return profile ? <SettingsForm profile={profile} onReload={() => query.refetch()} /> : null;
}

/** The form over a profile read that has not yet followed a save (the cache's update arrives a moment later). */
function StalePage() {
  return <SettingsForm profile={PROFILE} onReload={async () => {}} />;
}

/** Opens the form; `answer` answers the save (PUT) with what the server would send. */
async function open(answer: (body: unknown) => Response, page: () => ReactElement | null = Page) {
  const fetch = vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) =>
    init?.method === "PUT"
      ? answer(JSON.parse(String(init.body)))
      : new Response(JSON.stringify({ profile: PROFILE }), { status: 200 }),
  );
  vi.stubGlobal("fetch", fetch);
  const Shown = page;
  const router = createMemoryRouter([{ path: "/", element: <Shown /> }], { initialEntries: ["/"] });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  await screen.findByRole("form", { name: "Profile settings" });
  return () => fetch.mock.calls.filter(([, init]) => init?.method === "PUT");
}

/** The field is marked invalid and its description is the message the person reads under it. */
function expectFieldError(field: HTMLElement, message: string) {
  expect(field.getAttribute("aria-invalid")).toBe("true");
  const described = (field.getAttribute("aria-describedby") ?? "").split(" ").filter(Boolean);
  expect(described.map((id) => document.getElementById(id)?.textContent)).toContain(message);
}

/** The server's answer to a save of the headline "Dispatch lead": the saved profile, a minute newer. */
const savedHeadline = (body: unknown) =>
  new Response(
    JSON.stringify({
      profile: { ...PROFILE, ...(body as object), headline: "Dispatch lead", updatedAt: "2026-11-29T06:01:00Z" },
      changed: ["headline"],
      message: PROFILE_MESSAGES.saved,
    }),
    { status: 200 },
  );

const save = () => fireEvent.click(screen.getByRole("button", { name: "Save changes" }));

// The whole page form renders in each test: allow for a loaded machine.
describe("profile settings form", { timeout: 20_000 }, () => {
  it("an invalid save shows the contract's words on the field, focuses it and sends nothing", async () => {
    const saves = await open(() => new Response("{}", { status: 500 }));
    const first = screen.getByLabelText(/First name/);
    fireEvent.change(first, { target: { value: "  " } });
    fireEvent.change(screen.getByLabelText(/LinkedIn profile/), { target: { value: "not a link" } });
    save();
    await waitFor(() => expectFieldError(first, PROFILE_MESSAGES.firstNameRequired));
    expectFieldError(screen.getByLabelText(/LinkedIn profile/), PROFILE_MESSAGES.linkedinInvalid);
    expect(screen.getByText("2 fields need your attention.")).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(first));
    expect(saves()).toHaveLength(0);

    // Corrected, the field's error goes as the person types.
    fireEvent.change(first, { target: { value: "Jordan" } });
    await waitFor(() => expect(first.getAttribute("aria-invalid")).toBeNull());
    expect(screen.getByText("1 field needs your attention.")).toBeTruthy();
  });

  it("the server's fields land on their fields, a list entry's on its card and its dialog", async () => {
    const headline = "Headline must be kinder.";
    const fields = { headline, "workHistory.0.endDate": PROFILE_MESSAGES.endBeforeStart };
    let sent: unknown;
    await open((body) => {
      sent = body;
      return new Response(
        JSON.stringify({ error: { code: "validation", message: "Please check the form.", fields } }),
        {
          status: 400,
        },
      );
    });
    fireEvent.change(screen.getByLabelText(/Headline/), { target: { value: "Dispatch lead" } });
    save();
    await waitFor(() => expectFieldError(screen.getByLabelText(/Headline/), headline));
    expect(sent).toMatchObject({ updatedAt: PROFILE.updatedAt, headline: "Dispatch lead", linkedinUrl: "" });
    expect(screen.getByText(`Fix this entry: ${PROFILE_MESSAGES.endBeforeStart}`)).toBeTruthy();
    expect(screen.getByText("2 fields need your attention.")).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/Headline/)));

    fireEvent.click(screen.getByRole("button", { name: "Edit Dispatcher" }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText(PROFILE_MESSAGES.endBeforeStart)).toBeTruthy();
  });

  it("a saved change answers with the server's message and the bar says all is saved", async () => {
    await open(savedHeadline);
    fireEvent.change(screen.getByLabelText(/Headline/), { target: { value: "Dispatch lead" } });
    expect(screen.getByText("You have unsaved changes.")).toBeTruthy();
    save();
    await screen.findByText("All changes saved.");
    expect((screen.getByLabelText(/Headline/) as HTMLInputElement).value).toBe("Dispatch lead");
  });

  it("a save keeps its values while the profile read still holds the one before it", async () => {
    // The read the form was given is older than the save's answer, as it is between the save and the cache's update:
    // the form stays on what was saved, not on that older read.
    await open(savedHeadline, StalePage);
    fireEvent.change(screen.getByLabelText(/Headline/), { target: { value: "Dispatch lead" } });
    save();
    await screen.findByText("All changes saved.");
    expect((screen.getByLabelText(/Headline/) as HTMLInputElement).value).toBe("Dispatch lead");
    expect(screen.getByText("All changes saved.")).toBeTruthy();
  });
});
