import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import type { HiddenNote } from "../../../core/contracts/flags";
import { apiCall } from "../../lib/api";

/**
 * "Hidden by moderation" (D173, D237): the panel an author sees where their own text was hidden — profile settings,
 * the professional's dispute, the employer's disputes and appeals. It lists which text, the moderator's reason and,
 * where the page keeps it, what the author wrote. The server sends these only to the author.
 */
export interface HiddenItem {
  key: string;
  label: string;
  reason: string;
  /** What the author wrote (their own words; readers now see "Hidden by moderation."). */
  text?: string;
}

export function HiddenByModerationPanel({
  items,
  footer,
  id,
}: {
  items: HiddenItem[];
  footer: ReactNode;
  /** The heading's id (one page can hold several panels). */
  id: string;
}) {
  if (items.length === 0) return null;
  return (
    <section
      aria-labelledby={id}
      className="grid gap-2 rounded-md border border-amber-500/60 bg-amber-50 p-4 text-sm text-amber-950 dark:bg-amber-950/30 dark:text-amber-100"
    >
      <h2 id={id} className="font-semibold">
        Hidden by moderation
      </h2>
      <ul className="grid gap-2">
        {items.map((h) => (
          <li key={h.key} className="grid gap-1">
            <p className="break-words">
              <span className="font-medium">{h.label}</span> hidden by moderation: {h.reason}
            </p>
            {h.text !== undefined && (
              <details>
                <summary className="cursor-pointer underline-offset-2 hover:underline">What you wrote</summary>
                <p className="mt-1 whitespace-pre-wrap break-words rounded border border-amber-500/40 bg-white/60 p-2 dark:bg-black/20">
                  {h.text}
                </p>
              </details>
            )}
          </li>
        ))}
      </ul>
      <p>{footer}</p>
    </section>
  );
}

/** The notes of a dispute or appeal page as panel items. */
export function hiddenItems(notes: HiddenNote[]): HiddenItem[] {
  return notes.map((n) => ({ key: n.subjectId, label: n.label, reason: n.reason, text: n.text }));
}

/** The professional's profile texts a moderator hid (profile settings). */
export function HiddenTextsNotice({ version }: { version: string }) {
  const hidden = useQuery({
    // Read again whenever the profile changes (a save ends the notice, D173).
    queryKey: ["professional", "moderation", version],
    queryFn: () => apiCall("GET /professional/moderation"),
  });
  if (!hidden.data) return null;
  return (
    <HiddenByModerationPanel
      id="hidden-texts"
      items={hidden.data.hidden.map((h) => ({ key: h.subject, label: h.label, reason: h.reason }))}
      footer="Readers no longer see it. You can write it again in line with the guidelines."
    />
  );
}
