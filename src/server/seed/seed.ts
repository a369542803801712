import { hashPassword } from "better-auth/crypto";
import { type SQL, sql } from "drizzle-orm";
import { INITIAL_PUBLICATION } from "../commands/refresh-rating-aggregates";
import type { Database, Tx } from "../db/client";
import { DEMO_ACCOUNTS, drawDemoCast } from "./demo-cast";
import type { HistoryRating } from "./history/log";
import { historySql } from "./history/rows";
import { buildNamePools } from "./name-pools";
import { createPrng } from "./prng";
import { Generator, SEED } from "./seed-generator";
import { planHistory } from "./seed-history";
import {
  insertAccountsSql,
  insertEmployersSql,
  insertProfessionalsSql,
  insertRatingsSql,
  insertUsersSql,
  type ProfessionalRow,
  type RatingRow,
  type UserRow,
} from "./seed-rows";

export { DEMO_ACCOUNTS, type DemoAccount } from "./demo-cast";
export { SEED };

/**
 * The demo seed: three demo accounts, a dozen employers and `professionals` profiles with ratings.
 *
 * Deterministic: faker and the PRNG are both seeded with SEED, so the same `professionals` count gives
 * the same ids, names, profiles and scores. Timestamps are offsets from `options.now` (default: the
 * current time), so they are reproducible only when `now` is fixed.
 *
 * Atomic: everything is written in one transaction; a failure leaves the database unseeded.
 */

export interface SeedOptions {
  /** Rows in `professionals`, Jordan Avery's demo profile included (at least that one is always written). */
  professionals: number;
  onProgress?: (message: string) => void;
  /** The moment the generated timestamps are relative to; default now. */
  now?: Date;
  /** Profiles per INSERT; default 5000. */
  batchSize?: number;
}

export interface SeedSummary {
  /** Rows written to `professionals` (Jordan Avery's included). */
  professionals: number;
  /** Of those, profiles owned by a user (Jordan Avery's included). */
  claimedProfessionals: number;
  ratings: number;
  /** Ratings a live dispute of the seeded history holds (under dispute, or withheld after 30 days). */
  ratingsUnderDispute: number;
  /** The seeded year of trust-and-safety history (D0332). */
  history: { disputes: number; strikes: number; appeals: number; flags: number; notifications: number };
  employers: number;
  verifiedEmployers: number;
  /** Rows written to "user": demo accounts, employer accounts and owners of claimed profiles. */
  users: number;
  timings: { setupMs: number; professionalsMs: number; historyMs: number; aggregatesMs: number; totalMs: number };
}

export class AlreadySeededError extends Error {
  constructor() {
    super("the database already has users; the seed only runs on an empty database");
  }
}

/** True as soon as any user exists: the seed never runs on a database that has been used. */
export async function isSeeded(database: Database): Promise<boolean> {
  const rows = await database.query<{ seeded: boolean }>(`SELECT EXISTS (SELECT 1 FROM "user") AS seeded`);
  return rows[0]?.seeded === true;
}

// ---------------------------------------------------------------------------------------------
// Row shapes (as sent to jsonb_to_recordset; keys are the column names)

/** From this many generated profiles on, secondary indexes are dropped and rebuilt around the inserts. */
const INDEX_REBUILD_THRESHOLD = 50_000;
const BULK_TABLES = "{professionals,search_profiles,ratings,rating_attributions}";

/**
 * Drops the indexes of the bulk-loaded tables that back no constraint (search, trigram, sort
 * indexes) and returns their definitions, read from the catalogue so they always match the
 * migrations. Inside the seed's transaction: a failed seed rolls the drop back.
 */
async function dropSecondaryIndexes(run: (query: SQL) => Promise<{ rows: unknown[] }>): Promise<string[]> {
  const result = await run(sql`
SELECT format('%I.%I', n.nspname, c.relname) AS name, pg_get_indexdef(i.indexrelid) AS definition
FROM pg_index i
JOIN pg_class c ON c.oid = i.indexrelid
JOIN pg_namespace n ON n.oid = c.relnamespace
WHERE i.indrelid = ANY(${BULK_TABLES}::regclass[])
  AND NOT EXISTS (SELECT 1 FROM pg_constraint k WHERE k.conindid = i.indexrelid)
ORDER BY c.relname`);
  const rows = result.rows as { name: string; definition: string }[];
  for (const row of rows) await run(sql.raw(`DROP INDEX ${row.name}`));
  return rows.map((row) => row.definition);
}

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}

export async function seedDatabase(database: Database, options: SeedOptions): Promise<SeedSummary> {
  const started = performance.now();
  const progress = options.onProgress ?? (() => {});
  const now = options.now ?? new Date();
  const nowMs = now.getTime();
  const batchSize = Math.max(1, options.batchSize ?? 5000);
  const totalProfessionals = Math.max(1, Math.floor(options.professionals));

  const rng = createPrng(SEED);
  const pools = buildNamePools(rng);
  const gen = new Generator(rng, pools, now);
  // scrypt is slow on purpose: hash before the transaction opens.
  const passwordHashes = await Promise.all(DEMO_ACCOUNTS.map((a) => hashPassword(a.password)));

  const { demoUsers, accounts, employerUsers, employerRows, verifiedEmployers, northwind, jordan, jordanRatings } =
    drawDemoCast(rng, pools, gen, now, passwordHashes);
  const demoEmployerUser = demoUsers[1] as UserRow;
  const demoProfessionalUser = demoUsers[2] as UserRow;

  const allUsers = [...demoUsers, ...employerUsers];
  const generatedCount = totalProfessionals - 1;

  return database.db.transaction(async (tx: Tx) => {
    const run = (query: SQL) => tx.execute(query);
    // One seeder at a time (several app instances may start together on PostgreSQL).
    await run(sql`SELECT pg_advisory_xact_lock(20260001)`);
    const seeded = await run(sql`SELECT EXISTS (SELECT 1 FROM "user") AS seeded`);
    if ((seeded.rows[0] as { seeded?: boolean } | undefined)?.seeded === true) throw new AlreadySeededError();

    await run(insertUsersSql(JSON.stringify(allUsers)));
    await run(insertAccountsSql(JSON.stringify(accounts)));
    await run(insertEmployersSql(JSON.stringify(employerRows)));
    await run(insertProfessionalsSql(JSON.stringify([jordan])));
    await run(insertRatingsSql(JSON.stringify(jordanRatings.ratings)));
    const setupMs = performance.now() - started;
    progress(`demo accounts, ${employerRows.length} employers and Jordan Avery's profile (${seconds(setupMs)})`);

    let users = allUsers.length;
    let claimed = 1;
    let ratingCount = jordanRatings.ratings.length;
    // What the seeded history draws from: ratings of claimed profiles (only an owner disputes), any ratings (fairness
    // flags) and public profiles (Northwind's lookups). Bounded, so the bulk seed collects no more than the demo.
    const HISTORY_POOL = 400;
    const candidates: HistoryRating[] = [];
    const flagPool: HistoryRating[] = [];
    const lookupPool: string[] = [];
    const historyRating = (r: RatingRow, ownerUserId: string): HistoryRating => ({
      ratingId: r.id,
      professionalId: r.professional_id,
      ownerUserId,
      employerId: r.employer_id,
      employerUserId: r.submitted_by,
      createdMs: Date.parse(r.created_at),
    });
    let written = 1;
    const reportEvery = 50_000;
    let nextReport = reportEvery;

    interface Batch {
      professionals: ProfessionalRow[];
      users: UserRow[];
      ratings: RatingRow[];
    }
    const generate = async (from: number, to: number): Promise<Batch> => {
      const batch: Batch = { professionals: [], users: [], ratings: [] };
      for (let i = from; i < to; i++) {
        // Let the previous batch's statements be sent and answered while this one is built.
        if (i % 250 === 0) await new Promise<void>((resolve) => setImmediate(resolve));
        const g = gen.professional(i, verifiedEmployers);
        batch.professionals.push(g.row);
        if (g.user) batch.users.push(g.user);
        for (const r of g.ratings) {
          batch.ratings.push(r);
          if (g.user && candidates.length < HISTORY_POOL) candidates.push(historyRating(r, g.user.id));
          else if (!g.user && flagPool.length < HISTORY_POOL) flagPool.push(historyRating(r, ""));
        }
        if (g.row.visibility === "public" && lookupPool.length < 50) lookupPool.push(g.row.id);
      }
      return batch;
    };
    const write = async (batch: Batch): Promise<void> => {
      // Owners first (claimed profiles reference them), then profiles, then their ratings.
      if (batch.users.length > 0) await run(insertUsersSql(JSON.stringify(batch.users)));
      await run(insertProfessionalsSql(JSON.stringify(batch.professionals)));
      if (batch.ratings.length > 0) await run(insertRatingsSql(JSON.stringify(batch.ratings)));
      users += batch.users.length;
      claimed += batch.users.length;
      ratingCount += batch.ratings.length;
      written += batch.professionals.length;
      if (written >= nextReport || written === totalProfessionals) {
        progress(`professionals ${written}/${totalProfessionals} (${seconds(performance.now() - started)})`);
        while (nextReport <= written) nextReport += reportEvery;
      }
    };

    // Large seeds: build the secondary indexes once at the end instead of row by row.
    const rebuild = generatedCount >= INDEX_REBUILD_THRESHOLD ? await dropSecondaryIndexes(run) : [];

    // Batches end on multiples of batchSize (Jordan Avery's profile is row 1).
    let pending: Promise<void> | null = null;
    for (let from = 0; from < generatedCount; ) {
      const to = Math.min(generatedCount, (Math.floor((from + 1) / batchSize) + 1) * batchSize - 1);
      const batch = await generate(from, to);
      if (pending) await pending;
      pending = write(batch);
      // Handled when awaited; this only stops an early failure counting as unhandled meanwhile.
      pending.catch(() => {});
      from = to;
    }
    if (pending) await pending;
    if (generatedCount === 0) progress(`professionals 1/1 (${seconds(performance.now() - started)})`);

    if (rebuild.length > 0) {
      const indexesFrom = performance.now();
      if (database.engine === "postgres") await run(sql`SET LOCAL maintenance_work_mem = '256MB'`);
      for (const definition of rebuild) await run(sql.raw(definition));
      progress(`${rebuild.length} indexes rebuilt (${seconds(performance.now() - indexesFrom)})`);
    }
    const professionalsDoneAt = performance.now();

    // A year of disputes, decisions, strikes, appeals, flags, notices and lookups (D0332), written before the first
    // publication so the figures leave out what the history removed.
    const history = planHistory({
      rng: createPrng(SEED ^ 0x3405),
      nowMs,
      adminId: (demoUsers[0] as UserRow).id,
      northwindEmployerId: northwind.id,
      northwindUserId: demoEmployerUser.id,
      jordanRatings: jordanRatings.ratings.map((r) => historyRating(r, demoProfessionalUser.id)),
      candidates,
      flagPool,
      lookupPool,
    });
    for (const statement of historySql(history)) await run(statement);
    const underDispute = history.ratingStatuses.filter(
      (r) => r.status === "under_dispute" || r.status === "withheld",
    ).length;
    const historyDoneAt = performance.now();
    progress(
      `history: ${history.disputes.length} disputes, ${history.strikes.length} strikes, ` +
        `${history.strikeAppeals.length + history.disputeAppeals.length} appeals, ${history.flags.length} flags ` +
        `(${seconds(historyDoneAt - professionalsDoneAt)})`,
    );

    // The figures were computed while generating; the first publication (D304) records each profile's snapshot,
    // writes the figures of profiles rated by at least 3 employers in SQL (so they are exactly the query's
    // definition) and leaves the others without figures.
    for (const statement of INITIAL_PUBLICATION) await run(statement);
    // The vocabulary's counts, as the nightly job keeps them (D353, D396): the insert trigger enters each word with 1.
    await run(sql`SELECT public.refresh_search_words()`);
    const doneAt = performance.now();
    progress(`rating aggregates (${seconds(doneAt - historyDoneAt)})`);

    return {
      professionals: written,
      claimedProfessionals: claimed,
      ratings: ratingCount,
      ratingsUnderDispute: underDispute,
      history: {
        disputes: history.disputes.length,
        strikes: history.strikes.length,
        appeals: history.strikeAppeals.length + history.disputeAppeals.length,
        flags: history.flags.length,
        notifications: history.notifications.length,
      },
      employers: employerRows.length,
      verifiedEmployers: verifiedEmployers.length,
      users,
      timings: {
        setupMs,
        professionalsMs: professionalsDoneAt - started - setupMs,
        historyMs: historyDoneAt - professionalsDoneAt,
        aggregatesMs: doneAt - historyDoneAt,
        totalMs: doneAt - started,
      },
    };
  });
}
