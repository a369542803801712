import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { RaterScreen } from "../../src/core/contracts/dispute-review";
import { DecideAppealForm, DecideForm, RequestInfoForm } from "../../src/web/features/disputes/admin-forms";

/** The administrator's forms run the rater screen while typing (issue 33 §1, D296). */

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const SCREEN: RaterScreen = {
  identifiers: [
    { kind: "company_name", value: "Northwind Logistics" },
    { kind: "domain", value: "northwind.example" },
  ],
  ownDomains: ["standing.example"],
};

function wrap(node: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(<QueryClientProvider client={client}>{node}</QueryClientProvider>);
}

const alertText = () =>
  screen
    .queryAllByRole("alert")
    .map((a) => a.textContent)
    .join(" ");

describe("RequestInfoForm", () => {
  it("warns under the box while a question to the professional names the rater, not one to the employer", () => {
    wrap(<RequestInfoForm disputeId="d1" raterScreen={SCREEN} />);
    const box = screen.getByLabelText("Question");
    fireEvent.change(box, { target: { value: "Did Northwind pay you for those weeks in March?" } });
    // Asked of the employer: the employer knows who it is.
    expect(alertText()).toBe("");
    fireEvent.change(screen.getByLabelText("Ask"), { target: { value: "professional" } });
    expect(alertText()).toContain('This names the employer: company name "Northwind"');
    const alert = screen.getAllByRole("alert").find((a) => a.textContent?.includes("Northwind"))!;
    expect(box.getAttribute("aria-describedby")?.split(" ")).toContain(alert.id);
    fireEvent.change(box, { target: { value: "Did your employer pay you for those weeks in March?" } });
    expect(alertText()).toBe("");
  });
});

describe("DecideForm", () => {
  it("warns while typing; the server's refusal lands in the field and focuses the box", async () => {
    const message =
      'This text names the employer behind the rating (company name "Northwind"). Remove it before sending.';
    vi.stubGlobal(
      "fetch",
      vi.fn(
        async () =>
          new Response(JSON.stringify({ error: { code: "names_rater", message, fields: { statement: message } } }), {
            status: 422,
            headers: { "content-type": "application/json" },
          }),
      ),
    );
    wrap(<DecideForm disputeId="d1" raterScreen={SCREEN} />);
    const box = screen.getByLabelText("Statement of reasons");
    fireEvent.change(box, { target: { value: "See northwind.example/careers: the records there show the dates." } });
    expect(alertText()).toContain('company domain "northwind.example"');
    fireEvent.click(screen.getByRole("button", { name: "Record decision" }));
    await waitFor(() => expect(screen.getByText(message)).toBeTruthy());
    expect(box.getAttribute("aria-invalid")).toBe("true");
    await waitFor(() => expect(document.activeElement).toBe(box));
    // Editing clears the server's refusal; the inline screen keeps judging the new words.
    fireEvent.change(box, { target: { value: "The records show the dates of employment claimed by both sides." } });
    expect(screen.queryByText(message)).toBeNull();
    expect(alertText()).toBe("");
  });

  it("an appeal's statement reaches only the employer: no screen", () => {
    wrap(<DecideAppealForm appealId="a1" />);
    fireEvent.change(screen.getByLabelText("Statement of reasons"), {
      target: { value: "Northwind sent the contractor invoices; the strike is reversed." },
    });
    expect(alertText()).toBe("");
  });
});
