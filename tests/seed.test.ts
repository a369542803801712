import { verifyPassword } from "better-auth/crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DISPUTE_STATES } from "../src/core/dispute-workflow";
import { screenForRater } from "../src/core/rater-screen";
import { RATING_CATEGORY_KEYS } from "../src/core/rating-categories";
import { INITIAL_PUBLICATION, refreshRatingAggregates } from "../src/server/commands/refresh-rating-aggregates";
import { type Database, openPglite } from "../src/server/db/client";
import { runMigrations } from "../src/server/db/migrate";
import { COUNTED_RATING_STATUSES } from "../src/server/kernel/rating-records";
import { categoryAverages } from "../src/server/queries/category-averages";
import { unsafeRaterIdentifiers } from "../src/server/queries/rater-identifiers";
import { AlreadySeededError, DEMO_ACCOUNTS, isSeeded, type SeedSummary, seedDatabase } from "../src/server/seed/seed";

const PROFESSIONALS = 300;
const NOW = new Date("2026-06-15T12:00:00Z");
const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

async function freshDatabase(): Promise<Database> {
  const database = await openPglite({});
  await runMigrations(database);
  return database;
}

interface ProfessionalFigures {
  id: string;
  first_name: string;
  last_name: string;
  average_rating: string;
  total_ratings: number;
  verified_employers_count: number;
}

async function figures(database: Database): Promise<ProfessionalFigures[]> {
  return database.query<ProfessionalFigures>(
    `SELECT id, first_name, last_name, average_rating::text AS average_rating, total_ratings, verified_employers_count
     FROM professionals ORDER BY id`,
  );
}

describe("seedDatabase", () => {
  let database: Database;
  let summary: SeedSummary;
  const progress: string[] = [];

  beforeAll(async () => {
    database = await freshDatabase();
    expect(await isSeeded(database)).toBe(false);
    summary = await seedDatabase(database, {
      professionals: PROFESSIONALS,
      now: NOW,
      onProgress: (m) => progress.push(m),
    });
  }, 120_000);

  afterAll(async () => {
    await database?.close();
  });

  it("reports what it wrote and marks the database seeded", async () => {
    expect(await isSeeded(database)).toBe(true);
    expect(summary.professionals).toBe(PROFESSIONALS);
    expect(progress.some((m) => m.startsWith(`professionals ${PROFESSIONALS}/${PROFESSIONALS}`))).toBe(true);
    const [counts] = await database.query<{
      professionals: number;
      ratings: number;
      attributions: number;
      users: number;
    }>(
      `SELECT (SELECT count(*)::int FROM professionals) AS professionals,
              (SELECT count(*)::int FROM ratings) AS ratings,
              (SELECT count(*)::int FROM rating_attributions) AS attributions,
              (SELECT count(*)::int FROM "user") AS users`,
    );
    // Jordan Avery's demo profile is one of the PROFESSIONALS rows.
    expect(counts?.professionals).toBe(PROFESSIONALS);
    expect(counts?.ratings).toBe(summary.ratings);
    expect(counts?.attributions).toBe(summary.ratings);
    expect(counts?.users).toBe(summary.users);
    // ~55% of profiles rated, 1–6 ratings each: a few hundred for 300 profiles.
    expect(summary.ratings).toBeGreaterThan(PROFESSIONALS * 0.8);
    expect(summary.ratings).toBeLessThan(PROFESSIONALS * 3);
  });

  it("refuses to seed twice and leaves the data unchanged", async () => {
    const before = await figures(database);
    await expect(seedDatabase(database, { professionals: 5, now: NOW })).rejects.toBeInstanceOf(AlreadySeededError);
    expect(await figures(database)).toEqual(before);
  });

  it("creates the demo accounts with their roles and working passwords", async () => {
    for (const demo of DEMO_ACCOUNTS) {
      const rows = await database.query<{ id: string; name: string; email_verified: boolean; roles: string[] }>(
        `SELECT u.id, u.name, u.email_verified, array_agg(r.role ORDER BY r.role) AS roles
         FROM "user" u JOIN user_roles r ON r.user_id = u.id
         WHERE u.email = $1 GROUP BY u.id`,
        [demo.email],
      );
      expect(rows).toHaveLength(1);
      const [user] = rows;
      if (!user) throw new Error(`no user ${demo.email}`);
      expect(user.name).toBe(demo.name);
      expect(user.email_verified).toBe(true);
      expect(user.roles).toEqual([demo.role]);

      const accounts = await database.query<{ account_id: string; password: string }>(
        `SELECT account_id, password FROM account WHERE user_id = $1 AND provider_id = 'credential'`,
        [user.id],
      );
      expect(accounts).toHaveLength(1);
      const [account] = accounts;
      if (!account) throw new Error(`no credential account for ${demo.email}`);
      expect(account.account_id).toBe(user.id);
      expect(await verifyPassword({ hash: account.password, password: demo.password })).toBe(true);
      expect(await verifyPassword({ hash: account.password, password: "wrong-password" })).toBe(false);

      const [extras] = await database.query<{
        profile: number;
        prefs: number;
        subscription: string | null;
        user_type: string | null;
      }>(
        `SELECT (SELECT count(*)::int FROM profiles WHERE id = $1) AS profile,
                (SELECT count(*)::int FROM notification_preferences WHERE user_id = $1) AS prefs,
                (SELECT subscription_type FROM subscriptions WHERE user_id = $1) AS subscription,
                (SELECT user_type FROM subscriptions WHERE user_id = $1) AS user_type`,
        [user.id],
      );
      expect(extras?.profile).toBe(1);
      expect(extras?.prefs).toBe(1);
      expect(extras?.subscription).toBe(demo.role === "employer" ? "verified_pro" : "free");
      expect(extras?.user_type).toBe(demo.role === "employer" ? "employer" : "professional");
    }
  });

  it("makes Northwind Logistics a verified employer on Verified Pro", async () => {
    const [row] = await database.query<Record<string, unknown>>(
      `SELECT e.company_name, e.company_website, e.verification_status, e.verification_method, e.verified_at,
              p.account_type, p.company_name AS profile_company, p.company_website AS profile_website
       FROM employers e JOIN "user" u ON u.id = e.user_id JOIN profiles p ON p.id = u.id
       WHERE u.email = 'employer@northwind.example'`,
    );
    expect(row).toMatchObject({
      company_name: "Northwind Logistics",
      company_website: "https://northwind.example",
      verification_status: "verified",
      verification_method: "email_domain",
      account_type: "employer",
      profile_company: "Northwind Logistics",
      profile_website: "https://northwind.example",
    });
    expect(row?.verified_at).not.toBeNull();
    const statuses = await database.query<{ verification_status: string; n: number }>(
      `SELECT verification_status, count(*)::int AS n FROM employers GROUP BY 1 ORDER BY 1`,
    );
    expect(statuses).toEqual([
      { verification_status: "pending", n: 1 },
      { verification_status: "unverified", n: 1 },
      { verification_status: "verified", n: 11 },
    ]);
  });

  it("gives Jordan Avery a claimed, public, complete profile rated by Northwind", async () => {
    const [profile] = await database.query<Record<string, unknown>>(
      `SELECT p.id, p.first_name, p.last_name, p.headline, p.bio, p.city, p.state, p.country, p.is_claimed, p.visibility,
              p.linkedin_url, p.total_ratings, p.work_history, p.education, p.certifications, p.search_vector IS NOT NULL AS indexed
       FROM professionals p JOIN "user" u ON u.id = p.user_id
       WHERE u.email = 'professional@standing.example'`,
    );
    expect(profile).toMatchObject({
      first_name: "Jordan",
      last_name: "Avery",
      country: "US",
      is_claimed: true,
      visibility: "public",
      total_ratings: 6,
      indexed: true,
    });
    for (const field of ["headline", "bio", "city", "state", "linkedin_url"]) expect(profile?.[field]).toBeTruthy();
    for (const field of ["work_history", "education", "certifications"]) {
      expect((profile?.[field] as unknown[] | undefined)?.length).toBeGreaterThan(0);
    }
    const raters = await database.query<{ company_name: string }>(
      `SELECT e.company_name FROM ratings r
       JOIN rating_attributions a ON a.rating_id = r.id JOIN employers e ON e.id = a.employer_id
       WHERE r.professional_id = $1`,
      [profile?.id],
    );
    expect(raters).toHaveLength(6);
    expect(raters.filter((r) => r.company_name === "Northwind Logistics")).toHaveLength(1);
    expect(new Set(raters.map((r) => r.company_name)).size).toBe(6);
  });

  it("stores rating figures that match an independent recomputation", async () => {
    const ratings = await database.query<Record<string, unknown>>(
      `SELECT r.professional_id, r.status, ${RATING_CATEGORY_KEYS.map((c) => `r.${c}`).join(", ")},
              a.employer_id, e.verification_status
       FROM ratings r
       LEFT JOIN rating_attributions a ON a.rating_id = r.id
       LEFT JOIN employers e ON e.id = a.employer_id`,
    );
    // Exact arithmetic: each professional's sum of rating scores as a fraction num/den (BigInt).
    const gcd = (a: bigint, b: bigint): bigint => (b === 0n ? (a < 0n ? -a : a) : gcd(b, a % b));
    const expected = new Map<
      string,
      { num: bigint; den: bigint; count: number; verified: Set<string>; employers: Set<string> }
    >();
    for (const r of ratings) {
      // Only counted ratings: the history's removed and withheld ones are left out, as after a real decision.
      if (!(COUNTED_RATING_STATUSES as readonly string[]).includes(r.status as string)) continue;
      const values = RATING_CATEGORY_KEYS.map((c) => r[c]).filter((v): v is number => v !== null);
      const entry = expected.get(r.professional_id as string) ?? {
        num: 0n,
        den: 1n,
        count: 0,
        verified: new Set<string>(),
        employers: new Set<string>(),
      };
      const sum = BigInt(values.reduce((a, b) => a + b, 0));
      const n = BigInt(values.length);
      const num = entry.num * n + sum * entry.den;
      const den = entry.den * n;
      const g = gcd(num, den);
      entry.num = num / g;
      entry.den = den / g;
      entry.count++;
      if (r.verification_status === "verified") entry.verified.add(r.employer_id as string);
      entry.employers.add(r.employer_id as string);
      expected.set(r.professional_id as string, entry);
    }
    // round(num / (den * count), 2), halves up: floor((200·num + D) / 2D) hundredths.
    const rounded = (e: { num: bigint; den: bigint; count: number }) => {
      const d = e.den * BigInt(e.count);
      return Number((200n * e.num + d) / (2n * d)) / 100;
    };
    const stored = await figures(database);
    expect(stored).toHaveLength(PROFESSIONALS);
    let rated = 0;
    let published = 0;
    for (const p of stored) {
      const rates = expected.get(p.id);
      if (rates) rated++;
      // Figures are published once at least 3 employers rated (D304); until then the profile shows none.
      const e = rates && rates.employers.size >= 3 ? rates : undefined;
      if (e) published++;
      expect({
        id: p.id,
        average: Number(p.average_rating),
        total: p.total_ratings,
        verified: p.verified_employers_count,
      }).toEqual({
        id: p.id,
        average: e ? rounded(e) : 0,
        total: e?.count ?? 0,
        verified: e?.verified.size ?? 0,
      });
    }
    // Roughly 55% of the profiles are rated.
    expect(rated / PROFESSIONALS).toBeGreaterThan(0.4);
    expect(rated / PROFESSIONALS).toBeLessThan(0.7);
    // The seed rates a profile 1 to 6 times: those rated by 1 or 2 employers (about 42 %) show no figures yet.
    expect(published / rated).toBeGreaterThan(0.5);
    expect(published).toBeLessThan(rated);
    const snapshots = await database.query<{ n: number; breakdowns: number }>(
      `SELECT (SELECT count(*) FROM rating_publications)::int AS n,
              (SELECT count(*) FROM professionals WHERE published_breakdown IS NOT NULL)::int AS breakdowns`,
    );
    expect(snapshots[0]).toEqual({ n: published, breakdowns: published });
  });

  it("attributes every rating to a verified employer and its user", async () => {
    const [row] = await database.query<{ total: number; attributed: number }>(
      `SELECT count(*)::int AS total,
              count(*) FILTER (WHERE e.verification_status = 'verified' AND a.submitted_by = e.user_id)::int AS attributed
       FROM ratings r
       LEFT JOIN rating_attributions a ON a.rating_id = r.id
       LEFT JOIN employers e ON e.id = a.employer_id`,
    );
    expect(row?.total).toBeGreaterThan(0);
    expect(row?.attributed).toBe(row?.total);
    const [dupes] = await database.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM (
         SELECT r.professional_id, a.employer_id FROM ratings r JOIN rating_attributions a ON a.rating_id = r.id
         GROUP BY 1, 2 HAVING count(*) > 1) d`,
    );
    expect(dupes?.n).toBe(0);
    const statuses = await database.query<{ status: string }>(`SELECT DISTINCT status FROM ratings`);
    // Under dispute, withheld and removed only through the seeded history's disputes and flags (D0332).
    for (const s of statuses) expect(["active", "under_dispute", "withheld", "removed"]).toContain(s.status);
  });

  it("puts everyone an employer rated on its roster, as a submitted rating does (D40)", async () => {
    const [row] = await database.query<{ missing: number; links: number }>(
      `SELECT (SELECT count(*)::int FROM ratings r JOIN rating_attributions a ON a.rating_id = r.id
               WHERE NOT EXISTS (SELECT 1 FROM employments e
                                 WHERE e.employer_id = a.employer_id AND e.professional_id = r.professional_id)) AS missing,
              (SELECT count(*)::int FROM employments) AS links`,
    );
    expect(row?.links).toBeGreaterThan(0);
    expect(row?.missing).toBe(0);
  });

  it("gives every claimed profile an owner with the professional role", async () => {
    const [row] = await database.query<{ claimed: number; owned: number; unclaimed_with_owner: number }>(
      `SELECT count(*) FILTER (WHERE p.is_claimed)::int AS claimed,
              count(*) FILTER (WHERE p.is_claimed AND u.id IS NOT NULL AND r.role = 'professional' AND pr.account_type = 'professional')::int AS owned,
              count(*) FILTER (WHERE NOT p.is_claimed AND p.user_id IS NOT NULL)::int AS unclaimed_with_owner
       FROM professionals p
       LEFT JOIN "user" u ON u.id = p.user_id
       LEFT JOIN user_roles r ON r.user_id = u.id
       LEFT JOIN profiles pr ON pr.id = u.id`,
    );
    expect(row?.claimed).toBe(summary.claimedProfessionals);
    expect(row?.claimed).toBeGreaterThan(1);
    expect(row?.owned).toBe(row?.claimed);
    expect(row?.unclaimed_with_owner).toBe(0);
  });

  it("counts the vocabulary as the nightly job does (D353, D396)", async () => {
    const mismatched = await database.query<{ word: string }>(
      `SELECT coalesce(s.word, w.word) AS word
       FROM ts_stat('SELECT search_vector FROM professionals WHERE visibility = ''public''') s
       FULL JOIN search_words w ON w.word = s.word
       WHERE w.profiles IS DISTINCT FROM s.ndoc`,
    );
    expect(mismatched).toEqual([]);
    const [common] = await database.query<{ profiles: number }>("SELECT max(profiles) AS profiles FROM search_words");
    expect(common!.profiles).toBeGreaterThan(1);
  });

  it("keeps the words held other than as a one-word last name, exactly, through the bulk inserts (D419)", async () => {
    const mismatched = await database.query<{ word: string }>(
      `SELECT coalesce(s.word, e.word) AS word
       FROM (SELECT DISTINCT w AS word FROM search_profiles p, unnest(search_words_elsewhere_of(p.search_vector, p.last_name)) AS w) s
       FULL JOIN search_words_elsewhere e ON e.word = s.word
       WHERE s.word IS NULL OR e.word IS NULL`,
    );
    expect(mismatched).toEqual([]);
    // The seed's last names are words of their own: most are held nowhere else.
    const [names] = await database.query<{ proven: number }>(
      `SELECT count(DISTINCT last_name)::int AS proven FROM search_profiles
       WHERE NOT EXISTS (SELECT FROM search_words_elsewhere e WHERE e.word = lower(last_name))`,
    );
    expect(names!.proven).toBeGreaterThan(10);
  });

  it("writes plausible profiles", async () => {
    const rows = await database.query<{
      headline: string;
      country: string;
      state: string;
      visibility: string;
      work_history: { title: string; company: string; start_date: string; end_date: string | null }[];
      education: unknown[];
      certifications: { name: string }[];
      view_count: number;
      linkedin_url: string | null;
    }>(
      `SELECT headline, country, state, visibility, work_history, education, certifications, view_count, linkedin_url FROM professionals`,
    );
    for (const p of rows) {
      expect(p.headline).toMatch(/^.+ \| .+$/);
      expect(p.country).toBe("US");
      expect(p.state).toMatch(/^[A-Z]{2}$/);
      expect(p.work_history.length).toBeGreaterThanOrEqual(1);
      expect(p.work_history.length).toBeLessThanOrEqual(4);
      for (const w of p.work_history) {
        expect(w.start_date).toMatch(/^\d{4}-\d{2}$/);
        if (w.end_date !== null) expect(w.end_date >= w.start_date).toBe(true);
      }
      expect(p.education.length).toBeLessThanOrEqual(2);
      expect(p.certifications.length).toBeLessThanOrEqual(3);
      expect(p.view_count).toBeGreaterThanOrEqual(0);
      expect(p.view_count).toBeLessThanOrEqual(500);
      if (p.linkedin_url) expect(p.linkedin_url).toMatch(/^https:\/\/www\.linkedin\.com\/in\/[a-z0-9-]+$/);
    }
    const publicShare = rows.filter((p) => p.visibility === "public").length / rows.length;
    expect(publicShare).toBeGreaterThan(0.8);
    expect(publicShare).toBeLessThan(0.97);
  });

  describe("a year of trust-and-safety history (issue 34 §5, D0332)", () => {
    const distinct = async (sqlText: string) => (await database.query<{ v: string }>(sqlText)).map((r) => r.v).sort();

    it("has disputes in every state, strikes, both sides' appeals and fairness flags in every outcome", async () => {
      expect(await distinct(`SELECT DISTINCT status AS v FROM disputes`)).toEqual([...DISPUTE_STATES].sort());
      expect(await distinct(`SELECT DISTINCT status AS v FROM employer_strikes`)).toEqual([
        "active",
        "expired",
        "reversed",
      ]);
      expect(await distinct(`SELECT DISTINCT effect AS v FROM employer_strikes`)).toEqual([
        "rating_suspension",
        "warning",
      ]);
      for (const table of ["strike_appeals", "dispute_appeals"])
        expect(await distinct(`SELECT DISTINCT status AS v FROM ${table}`)).toEqual(["pending", "rejected", "upheld"]);
      expect(await distinct(`SELECT DISTINCT status AS v FROM rating_flags`)).toEqual(["dismissed", "open", "upheld"]);
      expect(await distinct(`SELECT DISTINCT kind AS v FROM moderation_events`)).toEqual(
        expect.arrayContaining([
          "filed",
          "claimed",
          "info_requested",
          "answered",
          "decided",
          "withdrawn",
          "strike_issued",
          "appealed",
          "appeal_decided",
          "dispute_appealed",
          "overdue_withheld",
        ]),
      );
      // Spread over the year, and within it.
      const [span] = await database.query<{ months: number; oldest: string; newest: string }>(
        `SELECT count(DISTINCT date_trunc('month', created_at))::int AS months, min(created_at)::text AS oldest,
                max(created_at)::text AS newest FROM disputes`,
      );
      expect(span?.months).toBeGreaterThanOrEqual(10);
      expect(Date.parse(span?.newest ?? "")).toBeLessThanOrEqual(NOW.getTime());
      expect(Date.parse(span?.oldest ?? "")).toBeGreaterThan(NOW.getTime() - 400 * 86_400_000);
    });

    it("follows the rules: the rating's state follows its dispute, strikes count one at a time, no one suspended for good", async () => {
      const [wrong] = await database.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM disputes d JOIN ratings r ON r.id = d.rating_id
         WHERE (d.status = 'upheld' AND r.status <> 'removed')
            OR (d.status IN ('open', 'under_review', 'awaiting_employer', 'needs_info')
                AND r.status <> CASE WHEN d.overdue_at IS NULL THEN 'under_dispute' ELSE 'withheld' END)
            OR (d.status IN ('dismissed', 'withdrawn', 'overturned') AND r.status NOT IN ('active', 'removed'))
            OR d.created_at <= r.created_at
            OR (d.status IN ('awaiting_employer', 'needs_info')) <> (d.answer_due_at IS NOT NULL)`,
      );
      expect(wrong?.n).toBe(0);
      const [strikes] = await database.query<{ bad: number; third: number; upheld_without: number }>(
        `SELECT (SELECT count(*)::int FROM employer_strikes s JOIN disputes d ON d.id = s.dispute_id
                 WHERE (s.status = 'reversed') <> (d.status = 'overturned')) AS bad,
                (SELECT count(*)::int FROM employer_strikes WHERE ordinal >= 3) +
                (SELECT count(*)::int FROM employers WHERE permanently_suspended_at IS NOT NULL) AS third,
                (SELECT count(*)::int FROM disputes d WHERE d.status IN ('upheld', 'overturned')
                 AND NOT EXISTS (SELECT 1 FROM employer_strikes s WHERE s.dispute_id = d.id)) AS upheld_without`,
      );
      expect(strikes).toEqual({ bad: 0, third: 0, upheld_without: 0 });
      // Every decided appeal was decided by the one administrator, who took the first decision: with a recorded reason.
      const [alone] = await database.query<{ n: number }>(
        `SELECT (SELECT count(*) FROM strike_appeals WHERE status <> 'pending' AND self_decision_reason IS NULL) +
                (SELECT count(*) FROM dispute_appeals WHERE status <> 'pending' AND self_decision_reason IS NULL) AS n`,
      );
      expect(Number(alone?.n)).toBe(0);
      // Northwind, whose demo user rates (and whose journeys count strikes from the first), has no strike.
      const [northwind] = await database.query<{ strike_count: number; suspended_until: string | null }>(
        `SELECT strike_count, suspended_until FROM employers WHERE company_name = 'Northwind Logistics'`,
      );
      expect(northwind?.strike_count).toBe(0);
      expect(northwind?.suspended_until).toBeNull();
    });

    it("never names the rater in what reaches the professional (rater screen, D296)", async () => {
      const texts = await database.query<{ rating_id: string; text: string; what: string }>(
        `SELECT rating_id, statement AS text, 'statement' AS what FROM disputes
         UNION ALL SELECT rating_id, decision_statement, 'decision' FROM disputes WHERE decision_statement IS NOT NULL
         UNION ALL SELECT d.rating_id, m.body, 'message' FROM dispute_messages m JOIN disputes d ON d.id = m.dispute_id
           WHERE m.audience = 'professional'
         UNION ALL SELECT d.rating_id, a.decision_statement, 'appeal decision' FROM dispute_appeals a
           JOIN disputes d ON d.id = a.dispute_id WHERE a.decision_statement IS NOT NULL
         UNION ALL SELECT d.rating_id, n.message, 'notice' FROM notifications n
           JOIN disputes d ON d.opened_by = n.user_id WHERE n.link = '/dashboard/professional/disputes'`,
      );
      expect(texts.length).toBeGreaterThan(50);
      for (const t of texts) {
        const identifiers = await unsafeRaterIdentifiers(database.db, t.rating_id);
        expect(identifiers.length).toBeGreaterThan(0);
        expect(screenForRater(t.text, identifiers), `${t.what}: ${t.text}`).toEqual([]);
      }
    });

    it("gives the demo accounts something to see: admin queues, Northwind's disputes, Jordan's history", async () => {
      const [row] = await database.query<Record<string, number>>(
        `SELECT (SELECT count(*)::int FROM disputes WHERE status IN ('open', 'under_review', 'awaiting_employer', 'needs_info')) AS live,
                (SELECT count(*)::int FROM strike_appeals WHERE status = 'pending') +
                (SELECT count(*)::int FROM dispute_appeals WHERE status = 'pending') AS appeals,
                (SELECT count(*)::int FROM flags WHERE state = 'open') AS flags,
                (SELECT count(*)::int FROM disputes d JOIN rating_attributions a ON a.rating_id = d.rating_id
                   JOIN employers e ON e.id = a.employer_id WHERE e.company_name = 'Northwind Logistics') AS northwind,
                (SELECT count(*)::int FROM disputes d JOIN "user" u ON u.id = d.opened_by
                   WHERE u.email = 'professional@standing.example') AS jordan,
                (SELECT count(*)::int FROM notifications n JOIN "user" u ON u.id = n.user_id
                   WHERE u.email IN ('professional@standing.example', 'employer@northwind.example') AND NOT n.read) AS unread,
                (SELECT count(*)::int FROM usage_tracking t JOIN "user" u ON u.id = t.user_id
                   WHERE u.email = 'employer@northwind.example' AND t.created_at > $1::timestamptz - interval '24 hours') AS lookups`,
        [NOW.toISOString()],
      );
      expect(row?.live).toBeGreaterThanOrEqual(5);
      expect(row?.appeals).toBeGreaterThanOrEqual(2);
      expect(row?.flags).toBeGreaterThanOrEqual(1);
      expect(row?.northwind).toBeGreaterThanOrEqual(3);
      expect(row?.jordan).toBe(3);
      expect(row?.unread).toBeGreaterThan(0);
      expect(row?.lookups).toBe(3);
      // Jordan's live dispute and one of Northwind's wait for the rater's answer, due within a day (the dev clock's
      // journey moves a day and sees the deadline pass).
      const waiting = await database.query<{ who: string; due: string }>(
        `SELECT u.email AS who, d.answer_due_at::text AS due FROM disputes d
         JOIN rating_attributions a ON a.rating_id = d.rating_id JOIN employers e ON e.id = a.employer_id
         JOIN "user" u ON u.id IN (d.opened_by, e.user_id)
         WHERE d.status = 'awaiting_employer' AND u.email IN ('professional@standing.example', 'employer@northwind.example')`,
      );
      expect(waiting.map((w) => w.who).sort()).toEqual(["employer@northwind.example", "professional@standing.example"]);
      for (const w of waiting) {
        const dueIn = Date.parse(w.due) - NOW.getTime();
        expect(dueIn).toBeGreaterThan(0);
        expect(dueIn).toBeLessThan(24 * 3_600_000);
      }
    });

    it("is the same history on every run with the same clock", async () => {
      const other = await freshDatabase();
      try {
        await seedDatabase(other, { professionals: PROFESSIONALS, now: NOW });
        for (const q of [
          `SELECT id, rating_id, status, statement, decision_statement, created_at::text, resolved_at::text FROM disputes ORDER BY id`,
          `SELECT id, employer_id, ordinal, effect, status, issued_at::text FROM employer_strikes ORDER BY id`,
          `SELECT id, status, created_at::text, decided_at::text FROM strike_appeals ORDER BY id`,
          `SELECT id, status, created_at::text, decided_at::text FROM dispute_appeals ORDER BY id`,
          `SELECT id, rating_id, status FROM rating_flags ORDER BY id`,
          `SELECT id, user_id, title, message, read FROM notifications ORDER BY id`,
          `SELECT id, kind, created_at::text FROM moderation_events ORDER BY id`,
        ])
          expect(await other.query(q), q).toEqual(await database.query(q));
      } finally {
        await other.close();
      }
    }, 120_000);
  });

  it("is deterministic and all-or-nothing", async () => {
    const other = await freshDatabase();
    try {
      // A failed seed writes nothing: make the insert of Jordan Avery's profile collide midway.
      const [jordan] = await database.query<{ id: string }>(
        `SELECT p.id FROM professionals p JOIN "user" u ON u.id = p.user_id WHERE u.email = 'professional@standing.example'`,
      );
      await other.query(`INSERT INTO professionals (id, first_name, last_name) VALUES ($1, 'In', 'TheWay')`, [
        jordan?.id,
      ]);
      await expect(seedDatabase(other, { professionals: PROFESSIONALS })).rejects.toThrow();
      expect(await isSeeded(other)).toBe(false);
      const [left] = await other.query<{ n: number }>(
        `SELECT (SELECT count(*) FROM employers) + (SELECT count(*) FROM ratings) + (SELECT count(*) FROM profiles) AS n`,
      );
      expect(Number(left?.n)).toBe(0);
      await other.query(`DELETE FROM professionals`);

      // A different `now` moves timestamps only. A whole number of weeks later: the history's deadlines count business
      // days (D0332), so a `now` on another weekday decides some of its disputes otherwise (the clock's own `now`
      // failed this on a Wednesday, and so does NOW moved by 25 weeks and 2 days).
      await seedDatabase(other, { professionals: PROFESSIONALS, now: new Date(NOW.getTime() + 25 * WEEK_MS) });
      expect(await figures(other)).toEqual(await figures(database));
      const ratingIds = (d: Database) =>
        d.query<{ id: string; professional_id: string; overall_performance: number | null }>(
          `SELECT id, professional_id, overall_performance FROM ratings ORDER BY id`,
        );
      expect(await ratingIds(other)).toEqual(await ratingIds(database));
      const userIds = (d: Database) =>
        d.query<{ id: string; email: string }>(`SELECT id, email FROM "user" ORDER BY id`);
      expect(await userIds(other)).toEqual(await userIds(database));
    } finally {
      await other.close();
    }
  }, 120_000);
});

describe("refreshRatingAggregates and categoryAverages", () => {
  let database: Database;
  const P1 = "00000000-0000-4000-8000-000000000001";
  const P2 = "00000000-0000-4000-8000-000000000002";
  const E1 = "00000000-0000-4000-8000-0000000000e1";
  const E2 = "00000000-0000-4000-8000-0000000000e2";
  const E3 = "00000000-0000-4000-8000-0000000000e3";
  const E4 = "00000000-0000-4000-8000-0000000000e4";
  const E5 = "00000000-0000-4000-8000-0000000000e5";

  const cols = RATING_CATEGORY_KEYS.join(", ");
  async function insertRating(
    id: string,
    professional: string,
    employer: string,
    status: string,
    scores: (number | null)[],
  ) {
    await database.query(
      `INSERT INTO ratings (id, professional_id, employment_status, status, ${cols})
       VALUES ($1, $2, 'former', $3, ${RATING_CATEGORY_KEYS.map((_, i) => `$${i + 4}`).join(", ")})`,
      [id, professional, status, ...scores],
    );
    await database.query(`INSERT INTO rating_attributions (rating_id, employer_id) VALUES ($1, $2)`, [id, employer]);
  }
  const all = (v: number) => RATING_CATEGORY_KEYS.map(() => v);

  beforeAll(async () => {
    database = await freshDatabase();
    await database.query(
      `INSERT INTO "user" (id, name, email) VALUES ('u1', 'One', 'one@x.example'), ('u2', 'Two', 'two@x.example'),
         ('u3', 'Three', 'three@x.example'), ('u4', 'Four', 'four@x.example'), ('u5', 'Five', 'five@x.example')`,
    );
    await database.query(
      `INSERT INTO employers (id, user_id, company_name, verification_status, verified_at) VALUES
         ($1, 'u1', 'Verified Co', 'verified', now()), ($2, 'u2', 'Pending Co', 'pending', NULL),
         ($3, 'u3', 'Third Co', 'verified', now()), ($4, 'u4', 'Fourth Co', 'verified', now()),
         ($5, 'u5', 'Fifth Co', 'pending', NULL)`,
      [E1, E2, E3, E4, E5],
    );
    // P2 starts with stale figures and has no ratings.
    await database.query(
      `INSERT INTO professionals (id, first_name, last_name, average_rating, total_ratings, verified_employers_count) VALUES
         ($1, 'Ada', 'Stone', 0, 0, 0), ($2, 'Ben', 'Stale', 4.5, 3, 2)`,
      [P1, P2],
    );
    // Score 4.0 from the verified employer.
    await insertRating("00000000-0000-4000-8000-00000000000a", P1, E1, "active", all(4));
    // From the pending employer: 13 threes, customer_interaction null, leadership_potential 5 → 44/14.
    const second = RATING_CATEGORY_KEYS.map((c) =>
      c === "customer_interaction" ? null : c === "leadership_potential" ? 5 : 3,
    );
    await insertRating("00000000-0000-4000-8000-00000000000b", P1, E2, "under_dispute", second);
    // Removed: ignored everywhere.
    await insertRating("00000000-0000-4000-8000-00000000000c", P1, E1, "removed", all(1));
  }, 60_000);

  afterAll(async () => {
    await database?.close();
  });

  const read = async (id: string) =>
    (
      await database.query<{ average_rating: string; total_ratings: number; verified_employers_count: number }>(
        `SELECT average_rating::text AS average_rating, total_ratings, verified_employers_count FROM professionals WHERE id = $1`,
        [id],
      )
    )[0];
  const zero = { average_rating: "0.00", total_ratings: 0, verified_employers_count: 0 };

  it("publishes nothing from 2 employers, then the first snapshot once a 3rd rates, only for the ids asked for", async () => {
    await refreshRatingAggregates(database, [P1]);
    // Two employers' ratings: D304 shows no figures yet (they would be one rating away from solvable).
    expect(await read(P1)).toEqual(zero);
    expect(await categoryAverages(database, P1)).toEqual(
      Object.fromEntries(RATING_CATEGORY_KEYS.map((k) => [k, null])),
    );
    await insertRating("00000000-0000-4000-8000-0000000000f3", P1, E3, "active", all(5));
    await refreshRatingAggregates(database, [P1]);
    // (4 + 44/14 + 5) / 3 = 4.0476… → 4.05; the pending employer's rating counts but not as verified.
    expect(await read(P1)).toEqual({ average_rating: "4.05", total_ratings: 3, verified_employers_count: 2 });
    // Category averages over the counted ratings, a null score left out: (4 + 5) / 2 and (4 + 5 + 5) / 3.
    const averages = await categoryAverages(database, P1);
    expect(Object.keys(averages).sort()).toEqual([...RATING_CATEGORY_KEYS].sort());
    expect(averages.punctuality_attendance).toBe(4);
    expect(averages.customer_interaction).toBe(4.5);
    expect(averages.leadership_potential).toBe(4.67);
    expect(await read(P2)).toEqual({ average_rating: "4.50", total_ratings: 3, verified_employers_count: 2 });
    await refreshRatingAggregates(database, []);
    expect(await read(P2)).toEqual({ average_rating: "4.50", total_ratings: 3, verified_employers_count: 2 });
  });

  it("the first publication in SQL (seed, migration 0025) zeroes profiles without a snapshot and keeps the others", async () => {
    for (const statement of INITIAL_PUBLICATION) await database.db.execute(statement);
    expect(await read(P2)).toEqual(zero);
    expect(await read(P1)).toEqual({ average_rating: "4.05", total_ratings: 3, verified_employers_count: 2 });
  });

  it("holds a verification or a removal alone back, and publishes them with two more employers' ratings", async () => {
    const published = { average_rating: "4.05", total_ratings: 3, verified_employers_count: 2 };
    await database.query(`UPDATE employers SET verification_status = 'verified', verified_at = now() WHERE id = $1`, [
      E2,
    ]);
    await refreshRatingAggregates(database, [P1]);
    // One employer's change: the verified count would move by exactly that employer. Held back.
    expect(await read(P1)).toEqual(published);
    await database.query(`UPDATE ratings SET status = 'removed' WHERE id = '00000000-0000-4000-8000-00000000000b'`);
    await refreshRatingAggregates(database, [P1]);
    // Still one employer's change (the removal would give away the removed rating's scores). Held back.
    expect(await read(P1)).toEqual(published);
    await insertRating("00000000-0000-4000-8000-0000000000f4", P1, E4, "active", all(3));
    await refreshRatingAggregates(database, [P1]);
    expect(await read(P1)).toEqual(published);
    await insertRating("00000000-0000-4000-8000-0000000000f5", P1, E5, "active", all(2));
    await refreshRatingAggregates(database, [P1]);
    // Three employers changed (E2 removed, E4 and E5 rated): (4 + 5 + 3 + 2) / 4; verified E1, E3, E4.
    expect(await read(P1)).toEqual({ average_rating: "3.50", total_ratings: 4, verified_employers_count: 3 });
    expect((await categoryAverages(database, P1)).customer_interaction).toBe(3.5);
  });

  it("rounds an exact half up (2.075 → 2.08) where floating point gives 2.07", async () => {
    const P3 = "00000000-0000-4000-8000-000000000003";
    await database.query(`INSERT INTO professionals (id, first_name, last_name) VALUES ($1, 'Cal', 'Half')`, [P3]);
    // 2/2 = 1, 8/5 = 1.6 and 29/8 = 3.625: the mean is exactly 2.075.
    const scores = [
      [1, 1],
      [2, 2, 2, 1, 1],
      [5, 5, 5, 5, 3, 2, 2, 2],
    ];
    const employers = [E1, E2, E3];
    for (const [i, given] of scores.entries())
      await insertRating(
        `00000000-0000-4000-8000-00000000001${i}`,
        P3,
        employers[i]!,
        "active",
        RATING_CATEGORY_KEYS.map((_, k) => given[k] ?? null),
      );
    expect(Math.round(((1 + 1.6 + 3.625) / 3) * 100) / 100).toBe(2.07);
    await refreshRatingAggregates(database, [P3]);
    expect((await read(P3))?.average_rating).toBe("2.08");
  });

  it("gives no category averages where nothing is published", async () => {
    const none = await categoryAverages(database, P2);
    for (const key of RATING_CATEGORY_KEYS) expect(none[key]).toBeNull();
  });
});
