/**
 * A Content-Disposition that survives any file name (RFC 6266 / 5987): an ASCII fallback plus the exact UTF-8 name.
 * One header for every download (résumés, dispute evidence, verification documents).
 */
export function contentDisposition(fileName: string, disposition: "attachment" | "inline" = "attachment"): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
