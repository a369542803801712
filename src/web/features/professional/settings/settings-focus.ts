import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { PROFILE_DOCUMENT_FIELDS } from "../../../../core/contracts/profile-settings";
import type { ListName } from "./settings-draft";
import { editButtonId } from "./settings-list-editor";

const LISTS: readonly ListName[] = ["workHistory", "education", "certifications"];

/**
 * Page order of the fields, for focusing the first invalid one: the document's plain fields, then the lists as the
 * page shows them, then the visibility at the foot.
 */
export const FIELD_ORDER: readonly string[] = [
  ...PROFILE_DOCUMENT_FIELDS.filter((f) => f !== "visibility" && !(LISTS as readonly string[]).includes(f)),
  ...LISTS,
  "visibility",
];

/** Moves the keyboard to the first field with an error (an entry's Edit button for list items). */
export function focusError(key: string) {
  const [head, index] = key.split(".");
  let el: HTMLElement | null = null;
  if (head === "workHistory" || head === "education" || head === "certifications") {
    el =
      index !== undefined
        ? document.getElementById(editButtonId(head as ListName, Number(index)))
        : document.getElementById(`settings-${head}-add`);
  } else if (head === "visibility") {
    el = document.querySelector<HTMLElement>('[id^="settings-visibility-"][role="radio"]');
  } else {
    el = document.getElementById(`settings-${head}`);
  }
  el?.scrollIntoView({ block: "center", behavior: "smooth" });
  el?.focus({ preventScroll: true });
}

const FOCUSABLE = 'input:not([type="hidden"]), select, textarea, button, a[href], [tabindex]:not([tabindex="-1"])';

/** The first control inside `root` a keyboard can reach (not disabled, not taken out of the tab order, visible). */
function firstControl(root: HTMLElement): HTMLElement | null {
  for (const el of root.querySelectorAll<HTMLElement>(FOCUSABLE)) {
    if (el.matches(":disabled") || el.getAttribute("tabindex") === "-1") continue;
    if (el.getClientRects().length === 0) continue;
    return el;
  }
  return null;
}

/** A list section's anchor lands on its "Add" button rather than on the first entry's Move button. */
const SECTION_ACTION: Record<string, string> = {
  work: "settings-workHistory-add",
  education: "settings-education-add",
  certifications: "settings-certifications-add",
};

/**
 * The overview's "Next steps" link to sections (`#photo`, `#work`, …) and fields (`#settings-headline`) of this page
 * (decisions P4). The form renders only after the profile loads, so the browser's own jump to the anchor finds
 * nothing: once it is there, scroll the target into view and put the keyboard on it (a field) or on the section's
 * first control ("Upload photo", the City field; "Add job" for a list). Runs once per navigation, so editing never
 * jumps.
 */
export function useAnchorFocus(ready: boolean) {
  const { hash, key } = useLocation();
  const handled = useRef<string | null>(null);
  useEffect(() => {
    if (!ready || hash.length < 2 || handled.current === key) return;
    let id: string;
    try {
      id = decodeURIComponent(hash.slice(1));
    } catch {
      return;
    }
    const frame = requestAnimationFrame(() => {
      const target = document.getElementById(id);
      if (!target) return;
      handled.current = key;
      const preferred = document.getElementById(SECTION_ACTION[id] ?? "");
      const control = target.matches(FOCUSABLE)
        ? target
        : preferred && !preferred.matches(":disabled")
          ? preferred
          : firstControl(target);
      const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
      target.scrollIntoView({ block: control === target ? "center" : "start", behavior: reduce ? "auto" : "smooth" });
      if (!control && !target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
      (control ?? target).focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
  }, [ready, hash, key]);
}
