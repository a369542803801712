/** How the transparency report writes a month and a count that may be suppressed (D0333). */

/** A suppressed count (1 to 4) reads "fewer than 5"; zero stays zero. */
export function countText(n: number | null, threshold: number): string {
  return n === null ? `fewer than ${threshold}` : n.toLocaleString("en-US");
}

export function monthName(month: string, style: "long" | "short" = "long"): string {
  const [y, m] = month.split("-").map(Number);
  if (!y || !m) return month;
  return new Date(Date.UTC(y, m - 1, 1)).toLocaleDateString("en-US", {
    month: style,
    year: style === "long" ? "numeric" : undefined,
    timeZone: "UTC",
  });
}

/** A table cell's count: "<5" on screen, "fewer than 5" to a screen reader. */
export function Cell({ n, threshold }: { n: number | null; threshold: number }) {
  if (n !== null) return <>{n.toLocaleString("en-US")}</>;
  return (
    <>
      <span aria-hidden="true">&lt;{threshold}</span>
      <span className="sr-only">fewer than {threshold}</span>
    </>
  );
}
