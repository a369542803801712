/** "3 h", "2 d": a duration in words for the console's queues. */
export function spanWords(ms: number): string {
  const abs = Math.abs(ms);
  const h = abs / 3_600_000;
  if (h < 1) return `${Math.max(1, Math.round(abs / 60_000))} min`;
  if (h < 48) return `${Math.round(h)} h`;
  return `${Math.round(h / 24)} d`;
}

export function shortDateTime(iso: string): string {
  return new Date(iso).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" });
}
