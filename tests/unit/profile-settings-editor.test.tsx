import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { useEffect } from "react";
import { type Path, useForm, useWatch } from "react-hook-form";
import { afterEach, describe, expect, it } from "vitest";
import { PROFILE_MESSAGES } from "../../src/core/contracts/profile-settings";
import {
  emptyWork,
  type ProfileDraft,
  type WorkDraft,
} from "../../src/web/features/professional/settings/settings-draft";
import { ListEditor } from "../../src/web/features/professional/settings/settings-list-editor";

afterEach(cleanup);

const job = (title: string, company: string): WorkDraft => ({
  ...emptyWork(),
  title,
  company,
  startDate: "2020-01",
  endDate: "2021-01",
});

let latest: WorkDraft[] = [];
/** The list inside a react-hook-form form of the draft, as the settings page holds it (D381); `errors` as the server's. */
function Harness({ initial, errors = {} }: { initial: WorkDraft[]; errors?: Record<string, string> }) {
  const form = useForm<ProfileDraft, unknown, unknown>({ defaultValues: { workHistory: initial } });
  latest = useWatch({ control: form.control, name: "workHistory" });
  useEffect(() => {
    for (const [name, message] of Object.entries(errors))
      form.setError(name as Path<ProfileDraft>, { type: "server", message });
  }, [form, errors]);
  return <ListEditor list="workHistory" title="Work history" control={form.control} />;
}

const frame = () => act(() => new Promise((r) => requestAnimationFrame(() => r(undefined))));
const titles = () => latest.map((w) => w.title);

describe("structured list editor", () => {
  it("moves entries with named buttons and keeps the keyboard on the moved entry", async () => {
    render(<Harness initial={[job("Supervisor", "Northwind"), job("Dispatcher", "Redwood"), job("Clerk", "Acme")]} />);
    expect(screen.getByRole("button", { name: "Move Supervisor up" })).toHaveProperty("disabled", true);
    expect(screen.getByRole("button", { name: "Move Clerk down" })).toHaveProperty("disabled", true);

    const down = screen.getByRole("button", { name: "Move Supervisor down" });
    down.focus();
    fireEvent.click(down);
    expect(titles()).toEqual(["Dispatcher", "Supervisor", "Clerk"]);
    await frame();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Move Supervisor down" }));

    fireEvent.click(screen.getByRole("button", { name: "Move Supervisor down" }));
    expect(titles()).toEqual(["Dispatcher", "Clerk", "Supervisor"]);
    await frame();
    // At the end "down" is disabled, so the keyboard lands on "up" instead of getting lost.
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Move Supervisor up" }));
    expect(screen.getByText("Moved Supervisor to position 3 of 3.")).toBeTruthy();
  });

  it("removes an entry and announces it", async () => {
    render(<Harness initial={[job("Supervisor", "Northwind"), job("Dispatcher", "Redwood")]} />);
    fireEvent.click(screen.getByRole("button", { name: "Remove Supervisor" }));
    expect(titles()).toEqual(["Dispatcher"]);
    expect(screen.getByText("Removed Supervisor. Save to keep this change.")).toBeTruthy();
  });

  it("adds an entry through the dialog, refusing it until the rules pass", async () => {
    render(<Harness initial={[]} />);
    expect(screen.getByText(/No jobs yet/)).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Add job" }));
    const dialog = await screen.findByRole("dialog");
    fireEvent.click(within(dialog).getByRole("button", { name: "Add job" }));
    await waitFor(() => expect(within(dialog).getByText(PROFILE_MESSAGES.titleRequired)).toBeTruthy());
    expect(within(dialog).getByText(PROFILE_MESSAGES.startRequired)).toBeTruthy();
    expect(latest).toEqual([]);

    fireEvent.change(within(dialog).getByLabelText(/Job title/), { target: { value: "Forklift Operator" } });
    fireEvent.change(within(dialog).getByLabelText(/Company/), { target: { value: "Denver Distribution" } });
    fireEvent.change(within(dialog).getByLabelText("Start: month"), { target: { value: "03" } });
    fireEvent.change(within(dialog).getByLabelText("Start: year"), { target: { value: "2019" } });
    fireEvent.click(within(dialog).getByRole("checkbox", { name: "I currently work here" }));
    fireEvent.click(within(dialog).getByRole("button", { name: "Add job" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(latest).toHaveLength(1);
    expect(latest[0]).toMatchObject({ title: "Forklift Operator", startDate: "2019-03", current: true, endDate: "" });
    expect(screen.getByText("Mar 2019 – Present")).toBeTruthy();
  });

  it("edits an entry in place and shows saved errors on its card", async () => {
    render(
      <Harness
        initial={[job("Supervisor", "Northwind")]}
        errors={{ "workHistory.0.startDate": PROFILE_MESSAGES.startRequired }}
      />,
    );
    expect(screen.getByText(`Fix this entry: ${PROFILE_MESSAGES.startRequired}`)).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Edit Supervisor" }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText(PROFILE_MESSAGES.startRequired)).toBeTruthy();
    const title = within(dialog).getByLabelText(/Job title/);
    fireEvent.change(title, { target: { value: "Shift Supervisor" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Update" }));
    await waitFor(() => expect(titles()).toEqual(["Shift Supervisor"]));
  });

  it("cancelling the dialog keeps the entry as it was", async () => {
    render(<Harness initial={[job("Supervisor", "Northwind")]} />);
    fireEvent.click(screen.getByRole("button", { name: "Edit Supervisor" }));
    const dialog = await screen.findByRole("dialog");
    fireEvent.change(within(dialog).getByLabelText(/Job title/), { target: { value: "Changed" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(titles()).toEqual(["Supervisor"]);
  });
});
