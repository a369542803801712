/**
 * Where a profile's uploaded files live (pure: names and addresses only). Commands store and delete by these keys;
 * the file queries and serving routes find a stored value's key with them.
 */
const VERSION = /^[0-9a-f]{32}$/;

/** Where a profile's photo version lives in storage. */
export function photoKey(professionalId: string, version: string): string {
  return `photos/${professionalId}/${version}.webp`;
}

/** The URL stored in `professionals.profile_picture`: the visibility-checked serving route, versioned. */
export function photoUrl(professionalId: string, version: string): string {
  return `/api/v1/professionals/${professionalId}/photo?v=${version}`;
}

/** The storage key behind a stored `profile_picture`, or null when it is not one of our uploads (or is absent). */
export function photoKeyFromUrl(professionalId: string, url: string | null): string | null {
  if (!url) return null;
  const prefix = `/api/v1/professionals/${professionalId}/photo?v=`;
  if (!url.startsWith(prefix)) return null;
  const version = url.slice(prefix.length);
  return VERSION.test(version) ? photoKey(professionalId, version) : null;
}

/** Where a resume lives in storage: private, served only through the visibility-checked resume route. */
export function resumeKey(professionalId: string, version: string): string {
  return `resumes/${professionalId}/${version}.pdf`;
}

/** True when `key` is one of our resume keys for this profile (anything else in `resume_url` is not served). */
export function isResumeKey(professionalId: string, key: string | null): key is string {
  return key !== null && new RegExp(`^resumes/${professionalId}/[0-9a-f]{32}\\.pdf$`).test(key);
}
