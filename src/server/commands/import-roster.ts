import type { SignedIn } from "../../core/actor";
import { EMPLOYER } from "../../core/messages";
import { normalizeLinkedin, type RosterEntry } from "../../core/roster";
import type { Database } from "../db/client";
import { employments, professionals } from "../db/schema";
import { auditInTx, type RequestOrigin } from "../kernel/audit";
import { missing, refused } from "../kernel/domain-errors";
import { lockEmployerOfUser } from "../kernel/locks";
import { assertEmployerInGoodStanding } from "../policies/ratings";
import { loadViewerPlan } from "../queries/lookup-allowance";
import { inviteToClaim } from "./claim-invitations";
import {
  emailMatches,
  existingLinks,
  folded,
  type KnownMatch,
  lc,
  linkedinMatches,
  nameMatches,
  profileMatches,
  usable,
} from "./roster-matches";

export type RosterAction = "create" | "match_profile" | "match_linkedin" | "match_email" | "match_name" | "skip";
export interface RosterOutcome {
  line: number;
  name: string;
  action: RosterAction;
  reason?: string;
  professionalId?: string;
  /** For a name match (public profiles only, like search): who it matched, so the employer can confirm. */
  candidate?: { id: string; headline: string | null };
}
export interface RosterSummary {
  dryRun: boolean;
  total: number;
  created: number;
  matched: number;
  skipped: number;
  /** Name matches found; applied only when the employer confirmed them, otherwise new profiles are created. */
  nameMatches: number;
  rows: RosterOutcome[];
}

export interface RosterCommand {
  actor: SignedIn;
  /** `profileId`: the profile address the person gave the employer (single form only). */
  entries: Array<{ line: number; entry: RosterEntry; profileId?: string }>;
  bulk: boolean;
  dryRun: boolean;
  /** Use exact name + city + state matches (the employer confirmed them); otherwise create new profiles. */
  confirmNameMatches: boolean;
  now: Date;
  origin: RequestOrigin;
  publicUrl: string;
  /** Signs the invitations' unsubscribe links (D212). */
  unsubscribeSecret: string;
}

const personKey = (e: RosterEntry) =>
  normalizeLinkedin(e.linkedinUrl) ??
  `${folded(e.firstName)}|${folded(e.lastName)}|${folded(e.city)}|${folded(e.state)}`;
const CHUNK = 1000;

/**
 * Adds employees to the roster, in one transaction (all or nothing): each entry matches an existing professional
 * by the profile address the employer was given, else by LinkedIn URL, else by the e-mail of the account that
 * owns a profile, else by an exact name + city + state the employer confirms (public profiles only: the name match
 * is a search and must not reveal hidden profiles), else creates an unclaimed profile; then records the employment
 * link. `dryRun` computes the same outcome and writes nothing (the preview).
 */
export async function importRoster(database: Database, cmd: RosterCommand): Promise<RosterSummary> {
  return database.db.transaction(async (tx) => {
    const employer = await lockEmployerOfUser(tx, cmd.actor.userId);
    if (!employer) throw missing(EMPLOYER.noEmployerAccount);
    assertEmployerInGoodStanding(employer);
    if (employer.verificationStatus !== "verified") throw refused(EMPLOYER.rosterNeedsVerification);
    if (cmd.bulk) {
      const plan = await loadViewerPlan(tx, cmd.actor);
      if (plan.plan !== "verified_pro" && plan.plan !== "enterprise") throw refused(EMPLOYER.bulkUploadPlan);
    }

    const outcomes: RosterOutcome[] = [];
    const seen = new Map<string, number>();
    const pending: Array<{ out: RosterOutcome; entry: RosterEntry; profileId?: string }> = [];
    for (const { line, entry, profileId } of cmd.entries) {
      const out: RosterOutcome = { line, name: `${entry.firstName} ${entry.lastName}`, action: "create" };
      outcomes.push(out);
      const key = personKey(entry);
      const first = seen.get(key);
      if (first !== undefined) {
        out.action = "skip";
        out.reason = `Same person as line ${first}`;
        continue;
      }
      seen.set(key, line);
      pending.push({ out, entry, profileId });
    }

    const byProfile = await profileMatches(
      tx,
      pending.flatMap((p) => (p.profileId ? [p.profileId] : [])),
    );
    const byLinkedin = await linkedinMatches(
      tx,
      pending.map((p) => normalizeLinkedin(p.entry.linkedinUrl)),
    );
    const byEmail = await emailMatches(
      tx,
      pending.flatMap((p) => (p.entry.email ? [lc(p.entry.email)] : [])),
    );
    const needName = pending.filter((p) => {
      const handle = normalizeLinkedin(p.entry.linkedinUrl);
      const known: Array<[RosterAction, KnownMatch | undefined, boolean]> = [
        ["match_profile", p.profileId ? byProfile.get(p.profileId) : undefined, true],
        ["match_linkedin", handle ? byLinkedin.get(handle) : undefined, true],
        ["match_email", p.entry.email ? byEmail.get(lc(p.entry.email)) : undefined, false],
      ];
      for (const [action, found, publicIdentifier] of known) {
        const match = usable(found, p.entry, publicIdentifier);
        if (!match) continue;
        p.out.action = action;
        p.out.professionalId = match.id;
        return false;
      }
      return true;
    });
    const byName = await nameMatches(
      tx,
      needName.map((p) => p.entry),
    );
    let nameMatchCount = 0;
    for (const p of needName) {
      const found = byName.get(personKey({ ...p.entry, linkedinUrl: "" }));
      if (!found) continue;
      if (found.length > 1) {
        p.out.action = "skip";
        p.out.reason = "Several profiles match this name and place; add this person with the single form";
        continue;
      }
      nameMatchCount++;
      p.out.candidate = { id: found[0]!.id, headline: found[0]!.headline };
      if (cmd.confirmNameMatches) {
        p.out.action = "match_name";
        p.out.professionalId = found[0]!.id;
      }
    }

    const matchedIds = pending.map((p) => p.out.professionalId).filter((id): id is string => Boolean(id));
    const onRoster = await existingLinks(tx, employer.id, matchedIds);
    for (const p of pending)
      if (p.out.professionalId && onRoster.has(p.out.professionalId)) {
        p.out.action = "skip";
        p.out.reason = "Already on your roster";
      }

    const toCreate = pending.filter((p) => p.out.action === "create");
    const toLink = pending.filter((p) => p.out.action !== "skip");
    if (!cmd.dryRun) {
      for (let i = 0; i < toCreate.length; i += CHUNK) {
        const chunk = toCreate.slice(i, i + CHUNK);
        const ids = await tx
          .insert(professionals)
          .values(
            chunk.map(({ entry }) => ({
              firstName: entry.firstName,
              lastName: entry.lastName,
              city: entry.city,
              state: entry.state,
              linkedinUrl: entry.linkedinUrl || null,
              headline: null,
              createdAt: cmd.now,
              updatedAt: cmd.now,
            })),
          )
          .returning({ id: professionals.id });
        chunk.forEach((p, j) => {
          p.out.professionalId = ids[j]!.id;
        });
      }
      for (let i = 0; i < toLink.length; i += CHUNK) {
        await tx
          .insert(employments)
          .values(
            toLink.slice(i, i + CHUNK).map(({ out, entry }) => ({
              employerId: employer.id,
              professionalId: out.professionalId!,
              status: entry.employmentStatus,
              startDate: entry.startDate || null,
              endDate: entry.employmentStatus === "current" ? null : entry.endDate || null,
              createdBy: cmd.actor.userId,
              createdAt: cmd.now,
              updatedAt: cmd.now,
            })),
          )
          .onConflictDoNothing();
      }
      // Invitations to claim: only unclaimed profiles, one single-use expiring link per e-mail (claim-invitations.ts).
      await inviteToClaim(tx, {
        targets: toLink.flatMap(({ out, entry }) =>
          entry.email ? [{ professionalId: out.professionalId!, email: entry.email, firstName: entry.firstName }] : [],
        ),
        employerId: employer.id,
        now: cmd.now,
        publicUrl: cmd.publicUrl,
        unsubscribeSecret: cmd.unsubscribeSecret,
      });
      await auditInTx(tx, {
        userId: cmd.actor.userId,
        action: cmd.bulk ? "roster_imported" : "roster_employee_added",
        tableName: "employments",
        recordId: employer.id,
        newData: {
          employer_id: employer.id,
          total: cmd.entries.length,
          created: toCreate.length,
          linked: toLink.length,
        },
        origin: cmd.origin,
        at: cmd.now,
      });
    }
    const count = (a: RosterAction) => outcomes.filter((o) => o.action === a).length;
    const matched = count("match_profile") + count("match_linkedin") + count("match_email") + count("match_name");
    return {
      dryRun: cmd.dryRun,
      total: outcomes.length,
      created: count("create"),
      matched,
      skipped: count("skip"),
      nameMatches: nameMatchCount,
      rows: outcomes,
    };
  });
}
