import type * as React from "react";
import { cn } from "../../../lib/cn";
import { ACTION_LABEL, FIELD_LABEL, type Summary } from "./upload-api";

/** What a preview or an import did: the counts, the rows with errors, the rows to check, and the first 200 rows. */
export function ImportSummary({ summary, nameMatchesUnlinked }: { summary: Summary; nameMatchesUnlinked: boolean }) {
  return (
    <div className="grid gap-3" aria-live="polite">
      <p className="text-sm font-medium">
        {summary.dryRun ? "Preview" : "Imported"}: {summary.total} rows · {summary.created} new profile
        {summary.created === 1 ? "" : "s"} · {summary.matched} matched · {summary.skipped} skipped
        {summary.errors.length > 0 ? ` · ${new Set(summary.errors.map((e) => e.line)).size} with errors` : ""}
        {summary.warnings.length > 0 ? ` · ${summary.warnings.length} to check` : ""}
        {summary.dryRun && summary.nameMatches > 0 && nameMatchesUnlinked
          ? ` · ${summary.nameMatches} could match existing profiles by name (tick the box above to link them)`
          : ""}
      </p>
      {summary.errors.length > 0 && (
        <RegionTable
          label="Rows with errors"
          className="max-h-64 border-destructive/40"
          headClassName="bg-destructive/5"
          heads={["Line", "Column", "Problem"]}
        >
          {summary.errors.map((e) => (
            <tr key={`${e.line}-${e.field}`}>
              <td className="p-2 tabular-nums">{e.line}</td>
              <td className="p-2">{FIELD_LABEL[e.field] ?? e.field}</td>
              <td className="p-2">{e.message}</td>
            </tr>
          ))}
        </RegionTable>
      )}
      {summary.warnings.length > 0 && (
        <RegionTable
          label="Rows to check"
          className="max-h-64 border-amber-500/40"
          headClassName="bg-amber-50 text-amber-900"
          heads={["Line", "Warning"]}
        >
          {summary.warnings.map((w) => (
            <tr key={`${w.line}-${w.message}`}>
              <td className="p-2 tabular-nums">{w.line}</td>
              <td className="p-2">{w.message}</td>
            </tr>
          ))}
        </RegionTable>
      )}
      <RegionTable
        label={summary.dryRun ? "Preview of the rows" : "Imported rows"}
        caption="Rows"
        className="max-h-80"
        headClassName="sticky top-0 bg-muted"
        heads={["Line", "Name", "Outcome"]}
      >
        {summary.rows.slice(0, 200).map((r) => (
          <tr key={r.line}>
            <td className="p-2 tabular-nums">{r.line}</td>
            <td className="p-2">{r.name}</td>
            <td className="p-2">
              {ACTION_LABEL[r.action]}
              {r.reason ? `: ${r.reason}` : ""}
              {r.action === "create" && r.candidate ? " (a profile with this name exists)" : ""}
            </td>
          </tr>
        ))}
      </RegionTable>
      {summary.rows.length > 200 && (
        <p className="text-xs text-muted-foreground">Showing the first 200 of {summary.total} rows.</p>
      )}
    </div>
  );
}

/** A table in a scrolling region the keyboard can focus; `caption` defaults to the region's label. */
function RegionTable({
  label,
  caption = label,
  className,
  headClassName,
  heads,
  children,
}: {
  label: string;
  caption?: string;
  className: string;
  headClassName: string;
  heads: string[];
  children: React.ReactNode;
}) {
  return (
    <div
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region needs focus to scroll by keyboard
      tabIndex={0}
      role="region"
      aria-label={label}
      className={cn("overflow-auto rounded-md border focus-visible:outline-2 focus-visible:outline-ring", className)}
    >
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className={headClassName}>
          <tr>
            {heads.map((h) => (
              <th key={h} className="p-2 font-medium">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y">{children}</tbody>
      </table>
    </div>
  );
}
