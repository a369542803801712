/**
 * The avatar's letters (SPEC §2): initials of the full name (first and last word), else the first letter
 * of the e-mail, else "U".
 */
export function userInitials(user: { fullName?: string | null; email?: string | null } | null | undefined): string {
  const words = (user?.fullName ?? "").trim().split(/\s+/).filter(Boolean);
  if (words.length > 0) {
    const picked = words.length > 1 ? [words[0]!, words[words.length - 1]!] : [words[0]!];
    const letters = picked.map((w) => Array.from(w)[0] ?? "").join("");
    if (letters) return letters.toLocaleUpperCase();
  }
  const first = Array.from((user?.email ?? "").trim())[0];
  if (first) return first.toLocaleUpperCase();
  return "U";
}

/** The name line of the avatar menu: the full name, or "User". */
export function displayName(user: { fullName?: string | null } | null | undefined): string {
  return user?.fullName?.trim() || "User";
}
