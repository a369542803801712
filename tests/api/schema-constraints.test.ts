import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../src/server/db/client";
import { createTestDatabase } from "../../src/server/test/test-database";

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
  await database.query(
    `INSERT INTO "user" (id, name, email) VALUES ('u1', 'Ada', 'ada@example.com'), ('u2', 'Bo', 'bo@example.com')`,
  );
  await database.query(
    `INSERT INTO professionals (id, first_name, last_name, city, state) VALUES ('11111111-1111-4111-8111-111111111111', 'Ada', 'Lovelace', 'Austin', 'TX')`,
  );
  await database.query(
    `INSERT INTO employers (id, user_id, company_name) VALUES ('22222222-2222-4222-8222-222222222222', 'u2', 'Acme Co')`,
  );
});
afterAll(async () => database?.close());

const P = "'11111111-1111-4111-8111-111111111111'";

async function rejects(sql: string, constraint: RegExp | string) {
  await expect(database.query(sql)).rejects.toThrow(constraint);
}

describe("database constraints make bad states impossible", () => {
  it("scores must be 1–5 or null, and a rating needs at least one score", async () => {
    await rejects(
      `INSERT INTO ratings (professional_id, employment_status, work_quality) VALUES (${P}, 'current', 6)`,
      /ratings_scores_check/,
    );
    await rejects(
      `INSERT INTO ratings (professional_id, employment_status, reliability) VALUES (${P}, 'current', 0)`,
      /ratings_scores_check/,
    );
    await rejects(
      `INSERT INTO ratings (professional_id, employment_status) VALUES (${P}, 'current')`,
      /ratings_has_a_score/,
    );
    await database.query(
      `INSERT INTO ratings (professional_id, employment_status, reliability) VALUES (${P}, 'former', 5)`,
    );
  });

  it("enumerations are checked", async () => {
    await rejects(
      `INSERT INTO ratings (professional_id, employment_status, reliability) VALUES (${P}, 'contractor', 3)`,
      /employment_status/,
    );
    await rejects(`UPDATE professionals SET visibility = 'friends' WHERE id = ${P}`, /visibility/);
    await rejects(`INSERT INTO user_roles (user_id, role) VALUES ('u1', 'superuser')`, /user_roles_role_check/);
    await rejects(`INSERT INTO usage_tracking (user_id, action_type) VALUES ('u1', 'download')`, /action_type/);
    await rejects(`UPDATE employers SET verification_status = 'maybe'`, /verification_status/);
  });

  it("a claimed profile has an owner, and a user owns at most one profile", async () => {
    await rejects(`UPDATE professionals SET is_claimed = true WHERE id = ${P}`, /professionals_claimed_has_owner/);
    await database.query(`UPDATE professionals SET is_claimed = true, user_id = 'u1' WHERE id = ${P}`);
    await rejects(
      `INSERT INTO professionals (first_name, last_name, user_id, is_claimed) VALUES ('X', 'Y', 'u1', true)`,
      /unique/i,
    );
  });

  it("a verified employer has a verification date", async () => {
    await rejects(`UPDATE employers SET verification_status = 'verified'`, /employers_verified_has_date/);
  });

  it("plans match the kind of account", async () => {
    await rejects(
      `INSERT INTO subscriptions (user_id, subscription_type, user_type) VALUES ('u1', 'enterprise', 'professional')`,
      /plan_matches_user_type/,
    );
    await database.query(
      `INSERT INTO subscriptions (user_id, subscription_type, user_type) VALUES ('u1', 'individual_pro', 'professional')`,
    );
    await rejects(
      `INSERT INTO subscriptions (user_id, subscription_type, user_type) VALUES ('u1', 'free', 'professional')`,
      /unique/i,
    );
  });

  it("one preferences row per user, with the spec's defaults", async () => {
    await database.query(`INSERT INTO notification_preferences (user_id) VALUES ('u1')`);
    await rejects(`INSERT INTO notification_preferences (user_id) VALUES ('u1')`, /duplicate key|unique/i);
    const [row] = await database.query<Record<string, boolean>>(
      `SELECT * FROM notification_preferences WHERE user_id = 'u1'`,
    );
    expect(row).toMatchObject({
      email_notifications: true,
      new_rating: true,
      dispute_updates: true,
      verification_updates: true,
      subscription_reminders: true,
      marketing_emails: false,
    });
  });

  it("audit logs are append-only", async () => {
    await database.query(`INSERT INTO audit_logs (user_id, action, table_name) VALUES ('u1', 'login_attempt', 'auth')`);
    await rejects(`UPDATE audit_logs SET action = 'nothing'`, /append-only/);
    await rejects(`DELETE FROM audit_logs`, /append-only/);
    const rows = await database.query(`SELECT action FROM audit_logs`);
    expect(rows).toEqual([{ action: "login_attempt" }]);
  });

  it("the search vector is generated from names, headline and places", async () => {
    await database.query(`UPDATE professionals SET headline = 'Registered Nurse | Healthcare' WHERE id = ${P}`);
    const hits = await database.query(
      `SELECT id FROM professionals WHERE search_vector @@ to_tsquery('simple', 'lovelace & nurse & austin')`,
    );
    expect(hits).toHaveLength(1);
    const misses = await database.query(
      `SELECT id FROM professionals WHERE search_vector @@ to_tsquery('simple', 'plumber')`,
    );
    expect(misses).toHaveLength(0);
  });

  it("foreign keys hold", async () => {
    await rejects(
      `INSERT INTO ratings (professional_id, employment_status, reliability) VALUES ('33333333-3333-4333-8333-333333333333', 'current', 3)`,
      /foreign key/i,
    );
    await rejects(`INSERT INTO notifications (user_id, title, message) VALUES ('ghost', 't', 'm')`, /foreign key/i);
  });
});
