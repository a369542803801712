import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listBackups, pruneBackups, restoreBackup, writeBackup } from "../../src/server/db/backup";
import { type Database, openPglite } from "../../src/server/db/client";
import { runMigrations } from "../../src/server/db/migrate";
import { seedDatabase } from "../../src/server/seed/seed";
import { buildProfessional } from "../../src/server/test/factories";

/**
 * PGlite backups (issue 19 §5, D203): a backup taken while writes keep arriving restores to a database holding every
 * row committed before it began, and nothing half-written; old daily backups are pruned.
 */
async function fingerprint(database: Database): Promise<Map<string, string>> {
  const tables = await database.query<{ schema: string; name: string }>(
    `SELECT table_schema AS schema, table_name AS name FROM information_schema.tables
     WHERE table_type = 'BASE TABLE' AND table_schema IN ('public', 'drizzle', 'pgboss') ORDER BY 1, 2`,
  );
  const out = new Map<string, string>();
  for (const t of tables) {
    const [row] = await database.query<{ n: number; h: string | null }>(
      `SELECT count(*)::int AS n, md5(string_agg(x::text, '|' ORDER BY x::text)) AS h FROM "${t.schema}"."${t.name}" x`,
    );
    out.set(`${t.schema}.${t.name}`, `${row?.n}:${row?.h}`);
  }
  return out;
}

describe("PGlite backup and restore", () => {
  const root = mkdtempSync(join(tmpdir(), "standing-backup-"));
  let database: Database;
  beforeAll(async () => {
    database = await openPglite({ dataDir: join(root, "live") });
    await runMigrations(database);
    await seedDatabase(database, { professionals: 10 });
  }, 300_000);
  afterAll(async () => {
    await database?.close();
    rmSync(root, { recursive: true, force: true });
  });

  it("a backup taken while writes arrive restores every row committed before it, and no half", {
    timeout: 300_000,
  }, async () => {
    const before = await fingerprint(database);
    expect(Number(before.get("public.professionals")?.split(":")[0])).toBeGreaterThanOrEqual(10);
    expect(Number(before.get("public.user")?.split(":")[0])).toBeGreaterThan(0);

    // A writer keeps committing professionals (one transaction of two statements each) during the backup.
    const committed: string[] = [];
    let stop = false;
    const writer = (async () => {
      for (let i = 0; !stop; i++) {
        const id = await database.db.transaction(async (tx) => {
          const { id } = await buildProfessional(
            { ...database, db: tx as unknown as Database["db"] },
            { lastName: `During${i}` },
          );
          await tx.execute(sql`UPDATE professionals SET headline = 'second statement' WHERE id = ${id}`);
          return id;
        });
        committed.push(id);
        // A busy site, not a tight loop: a tight loop of transactions can keep the dump waiting its turn.
        await new Promise((r) => setTimeout(r, 2));
      }
    })();
    while (committed.length < 3) await new Promise((r) => setTimeout(r, 5));
    const file = await writeBackup(database, join(root, "backups"), "manual");
    stop = true;
    await writer;
    expect(listBackups(join(root, "backups")).map((b) => b.path)).toEqual([file]);

    const { keptAs } = await restoreBackup(file, join(root, "restored"));
    expect(keptAs).toBeNull();
    const restored = await openPglite({ dataDir: join(root, "restored") });
    try {
      const after = await fingerprint(restored);
      // Every table the writer does not touch (professionals, and public_locations, search_words, search_words_elsewhere
      // and search_profiles kept by their triggers) is as it was.
      const touched = new Set([
        "public.professionals",
        "public.public_locations",
        "public.search_words",
        "public.search_words_elsewhere",
        "public.search_profiles",
      ]);
      for (const [table, print] of before) if (!touched.has(table)) expect(after.get(table), table).toBe(print);
      expect([...after.keys()].sort()).toEqual([...before.keys()].sort());
      // Professionals: every earlier row, then a prefix of the writer's rows, each with both statements applied.
      const rows = await restored.query<{ id: string; headline: string | null; last_name: string }>(
        "SELECT id, headline, last_name FROM professionals",
      );
      const written = rows.filter((r) => r.last_name.startsWith("During"));
      const beforeCount = Number(before.get("public.professionals")?.split(":")[0]);
      expect(rows.length - written.length).toBe(beforeCount);
      expect(written.length).toBeGreaterThanOrEqual(3);
      expect(new Set(written.map((r) => r.id))).toEqual(new Set(committed.slice(0, written.length)));
      for (const r of written) expect(r.headline).toBe("second statement");
    } finally {
      await restored.close();
    }
  });

  it("restoring over an existing database keeps the old one aside", { timeout: 300_000 }, async () => {
    const file = listBackups(join(root, "backups"))[0]!.path;
    const { keptAs } = await restoreBackup(file, join(root, "restored"));
    expect(keptAs).toMatch(/pglite\.before-restore-\d{8}T\d{6}Z$/);
  });

  it("daily backups older than the kept days are deleted; manual ones stay", () => {
    const dir = join(root, "prune");
    const now = new Date("2026-11-23T12:00:00Z");
    const names = [
      "standing-daily-20261101T030000Z.tar.gz",
      "standing-daily-20261109T030000Z.tar.gz",
      "standing-daily-20261110T130000Z.tar.gz",
      "standing-daily-20261123T030000Z.tar.gz",
      "standing-manual-20261001T030000Z.tar.gz",
      "notes.txt",
    ];
    mkdirSync(dir, { recursive: true });
    for (const n of names) writeFileSync(join(dir, n), "x");
    const gone = pruneBackups(dir, 14, now).map((p) => p.slice(dir.length + 1));
    expect(gone.sort()).toEqual(["standing-daily-20261101T030000Z.tar.gz", "standing-daily-20261109T030000Z.tar.gz"]);
    expect(listBackups(dir).map((b) => b.path.slice(dir.length + 1))).toEqual([
      "standing-manual-20261001T030000Z.tar.gz",
      "standing-daily-20261110T130000Z.tar.gz",
      "standing-daily-20261123T030000Z.tar.gz",
    ]);
  });
});
