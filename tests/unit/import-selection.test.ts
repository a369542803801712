import { describe, expect, it } from "vitest";
import type { ImportDiff } from "../../src/core/contracts/profile-import";
import {
  initialSelection,
  listOutcome,
  selectedCount,
  selectionToInput,
} from "../../src/web/features/professional/import/import-selection";

const work = (index: number, duplicate: boolean) => ({
  index,
  duplicate,
  item: { title: `Role ${index}`, company: "Acme" },
});

function diff(): ImportDiff {
  return {
    fields: [
      { key: "headline", label: "Headline", current: "Nurse", imported: "Charge nurse", changed: true },
      { key: "city", label: "City", current: "Austin", imported: "Austin", changed: false },
    ],
    workHistory: { current: 18, cap: 20, items: [work(0, false), work(1, true), work(2, false), work(3, false)] },
    education: { current: 0, cap: 10, items: [] },
    certifications: { current: 2, cap: 20, items: [] },
  } as unknown as ImportDiff;
}

describe("the import draft's selection", () => {
  it("starts with changed fields and new items ticked; equal fields and duplicates are not", () => {
    const s = initialSelection(diff());
    expect(s.fields).toEqual(["headline"]);
    expect(s.workHistory).toEqual([0, 2, 3]);
    expect(s.education).toEqual([]);
    expect(s.mode).toEqual({ workHistory: "append", education: "append", certifications: "append" });
    expect(selectedCount(s)).toBe(4);
  });

  it("counts what a list would hold: appended over the cap is refused, replacing is not", () => {
    const d = diff();
    const s = initialSelection(d);
    expect(listOutcome(d, s, "workHistory")).toEqual({ chosen: 3, total: 21, over: true });
    expect(listOutcome(d, { ...s, mode: { ...s.mode, workHistory: "replace" } }, "workHistory")).toEqual({
      chosen: 3,
      total: 3,
      over: false,
    });
    // Nothing chosen leaves the list as it is, whatever the mode.
    expect(
      listOutcome(d, { ...s, workHistory: [], mode: { ...s.mode, workHistory: "replace" } }, "workHistory"),
    ).toEqual({
      chosen: 0,
      total: 18,
      over: false,
    });
  });

  it("sends exactly the selection", () => {
    const s = initialSelection(diff());
    expect(selectionToInput(s)).toEqual({
      fields: ["headline"],
      workHistory: [0, 2, 3],
      education: [],
      certifications: [],
      mode: s.mode,
    });
  });
});
