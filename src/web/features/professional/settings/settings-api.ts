import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ProfileSettingsInput, SaveProfileResponse } from "../../../../core/contracts/profile-settings";
import { DIRECTORY } from "../../../../core/messages";
import { type ApiAnswer, ApiError, type ApiRoute, apiCall, apiWithProgress } from "../../../lib/api";
import { readApiErrorBody } from "../../../lib/api-error-body";
import { saveFile } from "../../../lib/save-file";

export const OWN_PROFILE_KEY = ["professional", "own-profile"] as const;

/** The signed-in professional's own profile. A 4xx (no profile yet) is final: no retry. */
export function useOwnProfile() {
  return useQuery({
    queryKey: OWN_PROFILE_KEY,
    queryFn: ({ signal }) => apiCall("GET /professional/profile", { signal }),
    retry: (failures, error) =>
      !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failures < 1,
    // The form holds its own copy; refetching under it would only confuse the concurrency check.
    refetchOnWindowFocus: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/**
 * Save the whole profile (PUT, with the `updatedAt` it was read at); on success the cached own profile is the saved
 * one and the public profile refetches.
 */
export function useSaveProfile(handlers: {
  onSuccess: (res: SaveProfileResponse) => void;
  onError: (error: Error) => void;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ProfileSettingsInput) => apiCall("PUT /professional/profile", { json: input }),
    onSuccess: (res) => {
      handlers.onSuccess(res);
      queryClient.setQueryData(OWN_PROFILE_KEY, { profile: res.profile });
      void queryClient.invalidateQueries({ queryKey: ["profile", res.profile.id] });
    },
    onError: handlers.onError,
  });
}

/** POSTs one or more files under one field as multipart/form-data with upload progress (`apiWithProgress`). */
export function uploadFile<K extends ApiRoute & `POST ${string}`>(
  route: K,
  field: string,
  files: File | File[],
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<ApiAnswer<K>> {
  const form = new FormData();
  for (const file of Array.isArray(files) ? files : [files]) form.append(field, file, file.name);
  return apiWithProgress(route, form, onProgress, signal);
}

/** Fetches a resume and saves it under its own name; throws the server's message when it cannot. */
export async function downloadResume(url: string, fallbackName = "resume.pdf"): Promise<void> {
  let response: Response;
  let blob: Blob;
  try {
    response = await fetch(url, { credentials: "same-origin" });
    if (!response.ok) {
      const error = readApiErrorBody(await response.json().catch(() => undefined));
      throw error
        ? new ApiError(response.status, error.code, error.message)
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
  saveFile(blob, name);
}
