import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { APPEALS } from "../../src/core/contracts/appeals";
import { APPEAL_REJECT_REASONS, type RaterScreen, REVIEW } from "../../src/core/contracts/dispute-review";
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
    // A reason is chosen: the body schema judges the rest here first (D381); the rater screen is the server's.
    fireEvent.change(screen.getByLabelText("Reason"), { target: { value: "employment_not_verified" } });
    fireEvent.click(screen.getByRole("button", { name: "Record decision" }));
    await waitFor(() => expect(screen.getByText(message)).toBeTruthy());
    expect(box.getAttribute("aria-invalid")).toBe("true");
    await waitFor(() => expect(document.activeElement).toBe(box));
    // Editing clears the server's refusal; the inline screen keeps judging the new words.
    fireEvent.change(box, { target: { value: "The records show the dates of employment claimed by both sides." } });
    expect(screen.queryByText(message)).toBeNull();
    expect(alertText()).toBe("");
  });

  it("judges the draft with the route's schema before any request, each message on its field", async () => {
    const fetch = vi.fn();
    vi.stubGlobal("fetch", fetch);
    wrap(<DecideForm disputeId="d1" raterScreen={SCREEN} />);
    const box = screen.getByLabelText("Statement of reasons");
    const reason = screen.getByLabelText("Reason");
    fireEvent.change(box, { target: { value: "Too short." } });
    fireEvent.click(screen.getByRole("button", { name: "Record decision" }));
    await waitFor(() => expect(screen.getByText(REVIEW.reasonRequired)).toBeTruthy());
    expect(reason.getAttribute("aria-invalid")).toBe("true");
    expect(reason.getAttribute("aria-describedby")).toBe(screen.getByText(REVIEW.reasonRequired).id);
    expect(box.getAttribute("aria-invalid")).toBe("true");
    expect(box.getAttribute("aria-describedby")?.split(" ")).toContain(screen.getByText(REVIEW.statementTooShort).id);
    expect(document.activeElement).toBe(reason);
    expect(fetch).not.toHaveBeenCalled();
    // Corrected, each message goes with its own field.
    fireEvent.change(reason, { target: { value: "employment_not_verified" } });
    await waitFor(() => expect(screen.queryByText(REVIEW.reasonRequired)).toBeNull());
    expect(screen.getByText(REVIEW.statementTooShort)).toBeTruthy();
  });

  it("asks the lone administrator why they decide their own appeal before sending", async () => {
    const fetch = vi.fn();
    vi.stubGlobal("fetch", fetch);
    wrap(<DecideAppealForm appealId="a1" selfReasonNeeded />);
    fireEvent.click(screen.getByLabelText(/^Reject/));
    fireEvent.change(screen.getByLabelText("Reason"), { target: { value: APPEAL_REJECT_REASONS[0].key } });
    fireEvent.change(screen.getByLabelText("Statement of reasons"), {
      target: { value: "The contractor invoices show the employment; the strike stands as decided." },
    });
    fireEvent.click(screen.getByRole("button", { name: "Record appeal decision" }));
    const own = screen.getByLabelText("Why you decide this appeal yourself");
    await waitFor(() => expect(own.getAttribute("aria-invalid")).toBe("true"));
    expect(screen.getByText(APPEALS.selfReasonRequired)).toBeTruthy();
    expect(document.activeElement).toBe(own);
    expect(fetch).not.toHaveBeenCalled();
  });

  it("an appeal's statement reaches only the employer: no screen", () => {
    wrap(<DecideAppealForm appealId="a1" />);
    fireEvent.change(screen.getByLabelText("Statement of reasons"), {
      target: { value: "Northwind sent the contractor invoices; the strike is reversed." },
    });
    expect(alertText()).toBe("");
  });
});
