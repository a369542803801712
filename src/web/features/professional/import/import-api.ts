import { useQuery } from "@tanstack/react-query";
import type { ApplyImportInput } from "../../../../core/contracts/profile-import";
import { ApiError, apiCall } from "../../../lib/api";
import { uploadFile } from "../settings/settings-api";

export const IMPORT_OVERVIEW_KEY = ["professional", "imports"] as const;
export const importDraftKey = (id: string) => ["professional", "imports", id] as const;

const noRetryOn4xx = (failures: number, error: unknown) =>
  !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failures < 1;

/** Whether the account owns a profile, whether the scraping option exists, and any unfinished import. */
export function useImportOverview() {
  return useQuery({
    queryKey: IMPORT_OVERVIEW_KEY,
    queryFn: ({ signal }) => apiCall("GET /professional/imports", { signal }),
    retry: noRetryOn4xx,
    refetchOnWindowFocus: false,
  });
}

/** One draft with its preview against the current profile. */
export function useImportDraft(id: string | null) {
  return useQuery({
    queryKey: importDraftKey(id ?? "none"),
    queryFn: ({ signal }) => apiCall("GET /professional/imports/:importId", { params: { importId: id ?? "" }, signal }),
    enabled: id !== null,
    retry: noRetryOn4xx,
    refetchOnWindowFocus: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** POSTs the chosen files as one multipart form with upload progress; resolves with the draft's preview. */
export const uploadImportFiles = (files: File[], onProgress: (fraction: number) => void, signal?: AbortSignal) =>
  uploadFile("POST /professional/imports", "files", files, onProgress, signal);

export const importFromProfileUrl = (url: string) => apiCall("POST /professional/imports/scraper", { json: { url } });

export const applyImport = (id: string, input: ApplyImportInput) =>
  apiCall("POST /professional/imports/:importId/apply", { params: { importId: id }, json: input });

export const discardImport = (id: string) =>
  apiCall("POST /professional/imports/:importId/discard", { params: { importId: id } });

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** "2019-01" → "Jan 2019"; "2015" stays; null → null. */
export function formatImportDate(value: string | null | undefined): string | null {
  if (!value) return null;
  const m = /^(\d{4})-(\d{2})$/.exec(value);
  return m ? `${MONTHS[Number(m[2]) - 1] ?? ""} ${m[1]}`.trim() : value;
}

/** "Jan 2019 – Present", "2012 – 2015", "" when neither date is known. */
export function formatRange(start: string | null | undefined, end: string | null | undefined): string {
  const a = formatImportDate(start);
  const b = formatImportDate(end);
  if (!a && !b) return "";
  return `${a ?? "?"} – ${b ?? "Present"}`;
}

/** "23 h 12 min" until `iso`, or null once passed. */
export function timeUntil(iso: string, now = Date.now()): string | null {
  const ms = new Date(iso).getTime() - now;
  if (ms <= 0) return null;
  const minutes = Math.ceil(ms / 60_000);
  const h = Math.floor(minutes / 60);
  return h > 0 ? `${h} h ${minutes % 60} min` : `${minutes} min`;
}

export function formatBytes(n: number): string {
  if (n < 1024) return `${n} B`;
  if (n < 1024 * 1024) return `${Math.round(n / 1024)} KB`;
  return `${(n / (1024 * 1024)).toFixed(1)} MB`;
}
