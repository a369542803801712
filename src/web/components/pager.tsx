import { ChevronLeft, ChevronRight } from "lucide-react";
import { Button } from "./ui/button";

/**
 * Previous / "Page N of M" / Next under a paged list. With `label` it is a `<nav>` of that name (a page's own
 * list); `compact` is the small form used inside a form or panel, which announces the page it moved to.
 */
export function Pager({
  page,
  totalPages,
  busy = false,
  onPage,
  label,
  compact = false,
}: {
  page: number;
  totalPages: number;
  busy?: boolean;
  onPage: (page: number) => void;
  label?: string;
  compact?: boolean;
}) {
  const size = compact ? "sm" : undefined;
  const content = (
    <>
      <Button type="button" variant="outline" size={size} disabled={page <= 1 || busy} onClick={() => onPage(page - 1)}>
        <ChevronLeft aria-hidden="true" /> Previous
      </Button>
      <span className="text-sm tabular-nums text-muted-foreground" aria-live={compact ? "polite" : undefined}>
        Page {Math.min(page, totalPages)} of {totalPages}
      </span>
      <Button
        type="button"
        variant="outline"
        size={size}
        disabled={page >= totalPages || busy}
        onClick={() => onPage(page + 1)}
      >
        Next <ChevronRight aria-hidden="true" />
      </Button>
    </>
  );
  return label ? (
    <nav
      aria-label={label}
      className={compact ? "flex items-center justify-between gap-2" : "flex items-center justify-between gap-3"}
    >
      {content}
    </nav>
  ) : (
    <div className={compact ? "flex items-center justify-between gap-2" : "flex items-center justify-between gap-3"}>
      {content}
    </div>
  );
}
