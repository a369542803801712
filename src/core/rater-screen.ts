import { getDomain, getDomainWithoutSuffix } from "tldts";
import { isDistinctive, LEGAL_SUFFIXES, nameWords, type Word, wordsOf } from "./rater-screen-words";

/**
 * The one rule that decides whether a text may go to a professional (issue 33 §1, D296): it must not name the
 * employer behind the rating. Pure, so the server refuses with it and the administrator's screen runs the very same
 * function while the text is typed. The server gathers the identifiers of a rating's employer
 * (`queries/rater-identifiers.ts`, administrators only); this module only reads a text against them.
 *
 * What counts as naming the rater — the rule, written once:
 * - A text is read as words: runs of letters and digits (any script; accents and case folded, "&" read as "and").
 *   Spaces and punctuation between words do not matter, and neither does splitting or joining words: "Acme Sec",
 *   "ACME-SEC", "acme.sec" and "AcmeSec" all read the same. A match always starts and ends on a word boundary.
 * - Company name: the whole name as given ("The Best Co") always; the name without a leading "The" and without its
 *   legal suffixes ("Acme Sec" for "Acme Sec, Inc.", suffixes as in `LEGAL_SUFFIXES`) when that is not made only
 *   of common words; and each single word of the name that is distinctive — at least 4 letters and not a common
 *   English or business word (`COMMON_WORDS`). So "Acme Sec LLC" blocks "Acme" and "acmesec", while "The Best Co"
 *   blocks "the best co" but not "best", and "Best Service LLC" blocks "Best Service LLC" but not "best service".
 * - Person names (the employer's contact and the users on its account): the whole name; the surname (any word
 *   after the first) or a one-word name when it is distinctive. A first name alone is not a finding.
 * - Domains (website, business e-mail): the host itself ("acme-sec.example", also inside a URL or an address), the
 *   registrable domain, and the name part of it ("acme-sec") read like a company name (its words, joined or not,
 *   unless they are only common words).
 * - E-mail addresses: the employer's own addresses; and any e-mail address at all except Standing's own domains
 *   (`ownDomains`): an address in a text to the professional is never needed and is the usual way a name slips in.
 * A run of words that are all common never counts on its own, except as a whole multi-word name as given.
 */

export const RATER_IDENTIFIER_KINDS = ["company_name", "domain", "email", "contact_name", "user_name"] as const;
export type RaterIdentifierKind = (typeof RATER_IDENTIFIER_KINDS)[number];
export interface RaterIdentifier {
  kind: RaterIdentifierKind;
  value: string;
}

/** A finding: what it is (`kind`; `email_address` is an address that is not the employer's), and the text as typed. */
export type RaterFindingKind = RaterIdentifierKind | "email_address";
export interface RaterFinding {
  kind: RaterFindingKind;
  /** The words of the text that matched, exactly as they are written there. */
  matched: string;
  /** Where they start in the text (a UTF-16 index), for highlighting. */
  index: number;
}

export const RATER_FINDING_LABELS: Record<RaterFindingKind, string> = {
  company_name: "company name",
  domain: "company domain",
  email: "the employer's e-mail address",
  contact_name: "the employer's contact",
  user_name: "a user on the employer's account",
  email_address: "an e-mail address",
};

/** The screen's sentences (admin audience). */
export const RATER_SCREEN = {
  code: "names_rater",
  /** `This text names the employer behind the rating (company name "Acme Sec"). Remove it before sending.` */
  refused: (findings: readonly RaterFinding[]) =>
    `This text names the employer behind the rating (${describeFindings(findings)}). Remove it before sending.`,
  /** The inline alert under the text box while typing. */
  inline: (findings: readonly RaterFinding[]) =>
    `This names the employer: ${describeFindings(findings)}. The professional must not learn who rated them.`,
} as const;

export function describeFindings(findings: readonly RaterFinding[]): string {
  const seen = new Set<string>();
  const parts: string[] = [];
  for (const f of findings) {
    const part = `${RATER_FINDING_LABELS[f.kind]} "${f.matched}"`;
    if (!seen.has(part.toLowerCase())) {
      seen.add(part.toLowerCase());
      parts.push(part);
    }
  }
  return parts.slice(0, 3).join(", ") + (parts.length > 3 ? ` and ${parts.length - 3} more` : "");
}

/** What to look for: a run of words whose letters joined make `joined`; `strict` runs may be all common words. */
interface Phrase {
  joined: string;
  kind: RaterIdentifierKind;
  strict: boolean;
}

function companyPhrases(value: string, kind: RaterIdentifierKind, asGiven = true): Phrase[] {
  const full = nameWords(value);
  if (full.length === 0) return [];
  const core = [...full];
  while (core.length > 1 && LEGAL_SUFFIXES.has(core.at(-1)!)) core.pop();
  if (core.length > 1 && core[0] === "the") core.shift();
  const phrases: Phrase[] = [];
  // The whole name as given: a multi-word name counts even when its words are common.
  if (full.length > 1 && full.join("").length >= 4) phrases.push({ joined: full.join(""), kind, strict: asGiven });
  else if (full.length === 1 && isDistinctive(full[0]!)) phrases.push({ joined: full[0]!, kind, strict: false });
  // Without "The" and the legal suffixes, unless only common words remain.
  if (core.some(isDistinctive)) phrases.push({ joined: core.join(""), kind, strict: false });
  for (const w of core) if (isDistinctive(w)) phrases.push({ joined: w, kind, strict: false });
  return phrases;
}

function personPhrases(value: string, kind: RaterIdentifierKind): Phrase[] {
  const words = nameWords(value);
  if (words.length === 0) return [];
  const phrases: Phrase[] = [];
  if (words.length > 1) phrases.push({ joined: words.join(""), kind, strict: true });
  const surnames = words.length === 1 ? words : words.slice(1);
  for (const w of surnames) if (isDistinctive(w)) phrases.push({ joined: w, kind, strict: false });
  return phrases;
}

const HOST_CHAR = /[\p{L}\p{N}-]/u;

function normalizeDomain(value: string): string {
  return value
    .trim()
    .toLowerCase()
    .replace(/^[a-z][a-z0-9+.-]*:\/\//, "")
    .replace(/[/?#:].*$/, "")
    .replace(/^www\./, "")
    .replace(/\.$/, "");
}

/** Every place `needle` occurs in `hay` (both lower-cased) with no host character right before or after it. */
function literalHits(hay: string, needle: string): number[] {
  const out: number[] = [];
  if (!needle) return out;
  let from = 0;
  for (;;) {
    const at = hay.indexOf(needle, from);
    if (at < 0) return out;
    const before = hay[at - 1];
    const after = hay[at + needle.length];
    const afterNext = hay[at + needle.length + 1];
    const endsWord = !after || (!HOST_CHAR.test(after) && !(after === "." && afterNext && HOST_CHAR.test(afterNext)));
    if ((!before || !HOST_CHAR.test(before)) && endsWord) out.push(at);
    from = at + 1;
  }
}

const EMAIL = /[\p{L}\p{N}._%+'-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+/gu;

function domainOf(address: string): string {
  return address.slice(address.lastIndexOf("@") + 1).toLowerCase();
}

function atOwnDomain(address: string, ownDomains: readonly string[]): boolean {
  const d = domainOf(address);
  return ownDomains.some((own) => {
    const o = normalizeDomain(own);
    return o !== "" && (d === o || d.endsWith(`.${o}`));
  });
}

/** Matches of phrases against the text's words: any split of the same letters, starting and ending on words. */
function phraseHits(words: Word[], phrases: Phrase[]): Array<{ kind: RaterIdentifierKind; from: number; to: number }> {
  const out: Array<{ kind: RaterIdentifierKind; from: number; to: number }> = [];
  for (const p of phrases) {
    for (let i = 0; i < words.length; i++) {
      let acc = "";
      for (let j = i; j < words.length; j++) {
        acc += words[j]!.w;
        if (!p.joined.startsWith(acc)) break;
        if (acc.length === p.joined.length) {
          const run = words.slice(i, j + 1);
          // A run of common words alone ("best service") names no one, unless it is a whole multi-word name.
          if (p.strict || run.some((r) => isDistinctive(r.w)))
            out.push({ kind: p.kind, from: words[i]!.start, to: words[j]!.end });
          break;
        }
      }
    }
  }
  return out;
}

/**
 * The findings in `text` for the rater described by `identifiers`, in text order, each span reported once (a span
 * inside a larger one — the domain inside an address — is left out). An empty list means the text may be sent.
 */
export function screenForRater(
  text: string,
  identifiers: readonly RaterIdentifier[],
  options: { ownDomains?: readonly string[] } = {},
): RaterFinding[] {
  const hits: Array<{ kind: RaterFindingKind; from: number; to: number; rank: number }> = [];
  const lower = text.toLowerCase();
  const words = wordsOf(text);
  const phrases: Phrase[] = [];
  const employerEmails = new Set<string>();
  const employerDomains = new Set<string>();
  for (const id of identifiers) {
    const value = id.value.trim();
    if (!value) continue;
    switch (id.kind) {
      case "company_name":
        phrases.push(...companyPhrases(value, id.kind));
        break;
      case "contact_name":
      case "user_name":
        phrases.push(...personPhrases(value, id.kind));
        break;
      case "email": {
        const address = value.toLowerCase();
        employerEmails.add(address);
        for (const at of literalHits(lower, address))
          hits.push({ kind: "email", from: at, to: at + address.length, rank: 0 });
        const local = nameWords(address.slice(0, address.lastIndexOf("@")));
        // A personal-looking mailbox ("jane.doe@") reads as a person's name; a role mailbox ("hr@") does not.
        if (local.length > 1) phrases.push(...personPhrases(local.join(" "), "user_name"));
        break;
      }
      case "domain": {
        const host = normalizeDomain(value);
        if (!host.includes(".")) break;
        const registrable = getDomain(host, { allowPrivateDomains: false }) ?? host;
        for (const d of new Set([host, registrable]))
          for (const at of literalHits(lower, d)) hits.push({ kind: "domain", from: at, to: at + d.length, rank: 2 });
        const label = getDomainWithoutSuffix(registrable, { allowPrivateDomains: false }) ?? registrable.split(".")[0];
        // The name part ("acme-sec") is read like a company name, but never as given: "best-service" blocks no
        // "best service".
        if (label) phrases.push(...companyPhrases(label.replaceAll("-", " "), "domain", false));
        employerDomains.add(registrable);
        break;
      }
    }
  }
  for (const m of text.matchAll(EMAIL)) {
    const address = m[0].toLowerCase();
    if (employerEmails.has(address)) continue;
    const employers = atOwnDomain(address, [...employerDomains]);
    if (!employers && atOwnDomain(address, options.ownDomains ?? [])) continue;
    hits.push({ kind: employers ? "email" : "email_address", from: m.index, to: m.index + m[0].length, rank: 0 });
  }
  const rankOf: Record<RaterFindingKind, number> = {
    email: 0,
    email_address: 0,
    company_name: 1,
    domain: 2,
    contact_name: 3,
    user_name: 4,
  };
  for (const h of phraseHits(words, phrases)) hits.push({ ...h, rank: rankOf[h.kind] });
  // Longest span first (ties: the more telling kind), then drop every span inside one already kept.
  hits.sort((a, b) => b.to - b.from - (a.to - a.from) || a.rank - b.rank || a.from - b.from);
  const kept: typeof hits = [];
  for (const h of hits) if (!kept.some((k) => k.from <= h.from && h.to <= k.to)) kept.push(h);
  kept.sort((a, b) => a.from - b.from);
  return kept.map((h) => ({ kind: h.kind, matched: text.slice(h.from, h.to), index: h.from }));
}

/** The server's answer when a text toward the professional names the rater: `fields` points at the text box. */
export function raterScreenRefusal(findings: readonly RaterFinding[], field: string) {
  const message = RATER_SCREEN.refused(findings);
  return { code: RATER_SCREEN.code, message, fields: { [field]: message } };
}
