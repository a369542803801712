import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { EMPLOYER } from "../../../core/messages";
import { parseRosterCsv, ROSTER_TEMPLATE, RosterEntry } from "../../../core/roster";
import { clock } from "../../clock";
import { importRoster } from "../../commands/import-roster";
import { requestOrigin } from "../../commands/record-audit";
import { AppError, validationFailed } from "../../http/errors";
import { bodyOf, safeParse, signedIn } from "./employer.routes";

const Outcome = z.object({
  line: z.number().int(),
  name: z.string(),
  action: z.enum(["create", "match_linkedin", "match_name", "skip"]),
  reason: z.string().optional(),
  professionalId: z.string().optional(),
  candidate: z.object({ id: z.string(), headline: z.string().nullable() }).optional(),
});
const RowError = z.object({ line: z.number().int(), field: z.string(), message: z.string() });
const Summary = z.object({
  dryRun: z.boolean(),
  total: z.number().int(),
  created: z.number().int(),
  matched: z.number().int(),
  skipped: z.number().int(),
  nameMatches: z.number().int(),
  rows: z.array(Outcome),
  errors: z.array(RowError),
});
const AddEmployeeInput = z.strictObject({
  entry: z.record(z.string(), z.unknown()),
  /** ask: report a name + city + state match for confirmation; use: link to it; create: make a new profile. */
  nameMatch: z.enum(["ask", "use", "create"]).default("ask"),
});
const ImportInput = z.strictObject({
  csv: z.string().max(5 * 1024 * 1024),
  dryRun: z.boolean().default(true),
  confirmNameMatches: z.boolean().default(false),
});

/** Roster: add one employee, or import a CSV (preview first, then all-or-nothing), and the CSV template. */
export async function rosterRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { database, config } = app.ctx;

  r.get("/employer/employees/template", { config: { policy: "employer:read" } }, async (_request, reply) =>
    reply
      .header("content-type", "text/csv; charset=utf-8")
      .header("content-disposition", 'attachment; filename="standing-employees-template.csv"')
      .send(ROSTER_TEMPLATE),
  );

  r.post(
    "/employer/employees",
    { config: { policy: "employer:roster" }, schema: { response: { 200: Summary } } },
    async (request) => {
      const actor = signedIn(request);
      const body = bodyOf(AddEmployeeInput, request);
      const parsed = safeParse(RosterEntry, body.entry);
      if (!parsed.success) {
        const fields: Record<string, string> = {};
        for (const issue of parsed.error.issues) fields[String(issue.path[0] ?? "_")] ??= issue.message;
        throw validationFailed(fields);
      }
      const base = {
        actor,
        entries: [{ line: 1, entry: parsed.data }],
        bulk: false,
        now: clock.now(),
        origin: requestOrigin(request),
        publicUrl: config.publicUrl,
      };
      if (body.nameMatch === "ask") {
        const preview = await importRoster(database, { ...base, dryRun: true, confirmNameMatches: false });
        if (preview.rows[0]?.candidate) return { ...preview, errors: [] };
      }
      const done = await importRoster(database, {
        ...base,
        dryRun: false,
        confirmNameMatches: body.nameMatch === "use",
      });
      app.ctx.mailWorker.poke();
      return { ...done, errors: [] };
    },
  );

  r.post(
    "/employer/employees/import",
    { config: { policy: "employer:roster" }, bodyLimit: 6 * 1024 * 1024, schema: { response: { 200: Summary } } },
    async (request) => {
      const actor = signedIn(request);
      const body = bodyOf(ImportInput, request);
      const parsed = parseRosterCsv(body.csv);
      if (!parsed.ok) throw validationFailed({ csv: parsed.error });
      const errors = parsed.rows.flatMap((row) =>
        Object.entries(row.errors ?? {}).map(([field, message]) => ({ line: row.line, field, message })),
      );
      if (errors.length > 0 && !body.dryRun) {
        const bad = new Set(errors.map((e) => e.line)).size;
        throw new AppError(400, "validation_failed", EMPLOYER.rosterInvalid(bad));
      }
      const summary = await importRoster(database, {
        actor,
        entries: parsed.rows.flatMap((row) => (row.entry ? [{ line: row.line, entry: row.entry }] : [])),
        bulk: true,
        dryRun: body.dryRun,
        confirmNameMatches: body.confirmNameMatches,
        now: clock.now(),
        origin: requestOrigin(request),
        publicUrl: config.publicUrl,
      });
      if (!body.dryRun) app.ctx.mailWorker.poke();
      // Previews of very large files list the first rows; the counts cover the whole file.
      return { ...summary, rows: summary.rows.slice(0, 1000), errors: errors.slice(0, 1000) };
    },
  );
}
