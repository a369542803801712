import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { RejectDialog } from "../../src/web/features/admin/reject-dialog";

afterEach(cleanup);

function Harness(props: { maxLength?: number; markInvalid?: boolean; error?: string | null; onSubmit: () => void }) {
  const [open, setOpen] = useState(true);
  const [reason, setReason] = useState("");
  return (
    <RejectDialog
      open={open}
      onClose={() => setOpen(false)}
      title="Reject Acme?"
      description="The employer receives this reason by e-mail."
      fieldId="reject-reason"
      label="Reason"
      reason={reason}
      setReason={setReason}
      error={props.error ?? null}
      maxLength={props.maxLength}
      markInvalid={props.markInvalid}
      busy={false}
      onSubmit={props.onSubmit}
    />
  );
}

describe("RejectDialog (admin claims and verifications)", () => {
  it("labels the reason, ties the error to it and submits what was typed", () => {
    const onSubmit = vi.fn();
    render(<Harness maxLength={500} markInvalid error="Give a reason" onSubmit={onSubmit} />);
    const box = screen.getByLabelText("Reason");
    expect(box.getAttribute("maxlength")).toBe("500");
    expect(box.getAttribute("aria-invalid")).toBe("true");
    expect(box.getAttribute("aria-describedby")).toBe("reject-reason-error");
    expect(document.getElementById("reject-reason-error")?.textContent).toBe("Give a reason");
    fireEvent.change(box, { target: { value: "Not the owner" } });
    fireEvent.click(screen.getByRole("button", { name: "Reject request" }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it("leaves aria-invalid and the length limit off unless asked, and Cancel closes it", () => {
    render(<Harness onSubmit={() => {}} />);
    const box = screen.getByLabelText("Reason");
    expect(box.hasAttribute("aria-invalid")).toBe(false);
    expect(box.hasAttribute("maxlength")).toBe(false);
    expect(document.getElementById("reject-reason-error")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});
