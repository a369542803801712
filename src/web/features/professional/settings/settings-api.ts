import { useQuery } from "@tanstack/react-query";
import { ApiErrorBody } from "../../../../core/api-error";
import type { OwnProfileResponse } from "../../../../core/contracts/profile-settings";
import { DIRECTORY, GENERIC_ERRORS } from "../../../../core/messages";
import { ApiError, api } from "../../../lib/api";

export const OWN_PROFILE_KEY = ["professional", "own-profile"] as const;

/** The signed-in professional's own profile. A 4xx (no profile yet) is final: no retry. */
export function useOwnProfile() {
  return useQuery({
    queryKey: OWN_PROFILE_KEY,
    queryFn: ({ signal }) => api<OwnProfileResponse>("/professional/profile", { signal }),
    retry: (failures, error) =>
      !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failures < 1,
    // The form holds its own copy; refetching under it would only confuse the concurrency check.
    refetchOnWindowFocus: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/**
 * POSTs one or more files under one field as multipart/form-data with upload progress (fetch cannot report it), answering like `api()`:
 * the parsed body, or an ApiError carrying the server's message and field errors.
 */
export function uploadFile<T>(
  path: string,
  field: string,
  files: File | File[],
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", `/api/v1${path}`);
    xhr.withCredentials = true;
    xhr.responseType = "text";
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(e.loaded / e.total);
    };
    xhr.onload = () => {
      let body: unknown;
      try {
        body = xhr.responseText ? JSON.parse(xhr.responseText) : undefined;
      } catch {
        body = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(1);
        resolve(body as T);
        return;
      }
      const parsed = ApiErrorBody.safeParse(body);
      if (parsed.success) {
        const e = parsed.data.error;
        reject(new ApiError(xhr.status, e.code, e.message, e.fields));
      } else if (xhr.status === 413) {
        reject(new ApiError(413, "payload_too_large", GENERIC_ERRORS.payloadTooLarge));
      } else {
        reject(new ApiError(xhr.status, "internal", GENERIC_ERRORS.internal));
      }
    };
    xhr.onerror = () =>
      reject(new ApiError(0, "network", "We could not reach Standing. Check your connection and try again."));
    xhr.onabort = () => reject(new ApiError(0, "aborted", "Upload cancelled."));
    signal?.addEventListener("abort", () => xhr.abort(), { once: true });
    const form = new FormData();
    for (const file of Array.isArray(files) ? files : [files]) form.append(field, file, file.name);
    xhr.send(form);
  });
}

/** Fetches a resume and saves it under its own name; throws the server's message when it cannot. */
export async function downloadResume(url: string, fallbackName = "resume.pdf"): Promise<void> {
  let response: Response;
  let blob: Blob;
  try {
    response = await fetch(url, { credentials: "same-origin" });
    if (!response.ok) {
      const body = ApiErrorBody.safeParse(await response.json().catch(() => undefined));
      throw body.success
        ? new ApiError(response.status, body.data.error.code, body.data.error.message)
        : new ApiError(response.status, "internal", DIRECTORY.resumeFailed);
    }
    blob = await response.blob();
  } catch (error) {
    throw error instanceof ApiError ? error : new ApiError(0, "network", DIRECTORY.resumeFailed);
  }
  const disposition = response.headers.get("content-disposition") ?? "";
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  let name = fallbackName;
  try {
    if (encoded) name = decodeURIComponent(encoded);
  } catch {
    // keep the fallback
  }
  const href = URL.createObjectURL(blob);
  const a = document.createElement("a");
  a.href = href;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
