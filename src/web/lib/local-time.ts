/** An ISO 8601 instant as the server writes it (`Date.toISOString()`), anywhere in a sentence. */
const ISO_INSTANT = /\b\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})/g;

/** "Nov 24, 2026, 12:37 PM" in the reader's own zone and language, the way the dashboards show times. */
export function localDateTime(iso: string | Date): string {
  return new Date(iso).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" });
}

/**
 * The server cannot know the reader's time zone, so a sentence it writes carries moments as ISO instants (the
 * rating limit's "available at …"); the page shows each in local date and time (D53).
 */
export function localizeInstants(text: string): string {
  return text.replace(ISO_INSTANT, (instant) => (Number.isNaN(Date.parse(instant)) ? instant : localDateTime(instant)));
}

/** "March 2026" from "2026-03", in the reader's language. */
export function monthYear(month: string): string {
  const [y, m] = month.split("-").map(Number);
  if (!y || !m) return month;
  return new Date(Date.UTC(y, m - 1, 1)).toLocaleDateString(undefined, {
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });
}
