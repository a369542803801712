import { getDomainWithoutSuffix } from "tldts";
import { EMPLOYER, VALIDATION } from "./messages";

/**
 * Personal mail providers an employer may not sign up with (SPEC §5). Matched on the registrable domain without
 * its public suffix (gmail.com and googlemail.co.uk → "gmail", "googlemail"; pm.me → "pm"), read from the public
 * suffix list, so a company's own subdomain such as mail.acme-widgets.com is not mistaken for mail.com (D51).
 */
export const PERSONAL_EMAIL_PROVIDERS = [
  "gmail",
  "googlemail",
  "yahoo",
  "ymail",
  "outlook",
  "hotmail",
  "live",
  "msn",
  "aol",
  "icloud",
  "me",
  "mac",
  "protonmail",
  "proton",
  "pm",
  "gmx",
  "mail",
  "yandex",
  "zoho",
] as const;

export function emailDomain(email: string): string | null {
  const at = email.lastIndexOf("@");
  if (at < 1 || at === email.length - 1) return null;
  return normalizeHost(email.slice(at + 1));
}

/** Lower-cases and drops a leading `www.` (SPEC §5: "A leading www is ignored and the comparison is case-insensitive"). */
export function normalizeHost(host: string): string {
  return host
    .trim()
    .toLowerCase()
    .replace(/^www\./, "")
    .replace(/\.$/, "");
}

/** The host of a company website, accepting "acme.com" as well as "https://www.acme.com/about". */
export function websiteHost(website: string): string | null {
  const trimmed = website.trim();
  if (!trimmed) return null;
  try {
    const url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`);
    if (!["http:", "https:"].includes(url.protocol)) return null;
    if (!url.hostname.includes(".")) return null;
    return normalizeHost(url.hostname);
  } catch {
    return null;
  }
}

export function isPersonalEmailDomain(domain: string): boolean {
  // A name the list cannot place (an unknown suffix) falls back to its second-to-last label, as "gmail" in gmail.zz.
  const labels = domain.split(".");
  const provider = getDomainWithoutSuffix(domain, { allowPrivateDomains: false }) ?? labels.at(-2) ?? labels[0] ?? "";
  return (PERSONAL_EMAIL_PROVIDERS as readonly string[]).includes(provider);
}

export type EmployerEmailHint =
  | { kind: "none" }
  | { kind: "personal"; message: string }
  | { kind: "mismatch"; message: string; domain: string }
  | { kind: "match"; message: string };

/** The live hint shown under the Business Email field while an employer types (SPEC §5). */
export function employerEmailHint(email: string, website: string): EmployerEmailHint {
  const domain = emailDomain(email);
  if (!domain) return { kind: "none" };
  if (isPersonalEmailDomain(domain)) return { kind: "personal", message: VALIDATION.hintPersonalEmail };
  const host = websiteHost(website);
  if (!host) return { kind: "none" };
  if (domain !== host) return { kind: "mismatch", message: VALIDATION.hintDomainMismatch(host), domain: host };
  return { kind: "match", message: VALIDATION.hintDomainMatches };
}

/** The hard rule the server enforces: a business domain equal to the website's host. */
export function isValidEmployerEmail(email: string, website: string): boolean {
  return employerEmailHint(email, website).kind === "match";
}

export type CompanyEmailInput =
  | { kind: "empty" }
  | { kind: "ok"; address: string }
  | { kind: "mismatch"; message: string };

/**
 * What the verification form sends for the company e-mail box, which holds the part before the @ but may be given a
 * whole address (issue 20 §3): an address at the company's domain is used as typed; any other domain is refused with
 * the server's own message instead of being rewritten to the company's domain.
 */
export function companyEmailFromInput(input: string, domain: string): CompanyEmailInput {
  const typed = input.trim();
  if (typed === "" || typed === "@") return { kind: "empty" };
  if (!typed.includes("@")) return { kind: "ok", address: `${typed}@${domain}` };
  if (typed.startsWith("@") || emailDomain(typed) !== normalizeHost(domain))
    return { kind: "mismatch", message: EMPLOYER.emailDomainMismatch(domain) };
  return { kind: "ok", address: typed };
}
