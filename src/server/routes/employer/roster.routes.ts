import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { EMPLOYER_ROSTER_ROUTES } from "../../../core/api/employer-roster";
import { EMPLOYER } from "../../../core/messages";
import { isoDay, parseRosterCsv, ROSTER_TEMPLATE, rosterEntrySchema } from "../../../core/roster";
import { clock } from "../../clock";
import { importRoster } from "../../commands/import-roster";
import { declared } from "../../http/declared-route";
import { AppError, validationFailed } from "../../http/errors";
import { safeParse, signedIn } from "../../http/route-tools";
import { requestOrigin } from "../../kernel/audit";
import { presentRosterMember } from "../../presenters/roster";
import { unsafePageRoster } from "../../queries/employer-roster";
import { employerIdOf } from "../../queries/employer-workspace";

const UUID_IN = /([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})/i;
/** "https://…/profile/<id>", "/profile/<id>" or the bare id; anything else is refused. */
function profileIdFrom(address: string | undefined): string | undefined {
  if (!address) return undefined;
  const m = /^(?:(?:https?:\/\/[^/\s]+)?\/profile\/)?([0-9a-f-]{36})\/?(?:[?#].*)?$/i.exec(address);
  const id = m?.[1] && UUID_IN.exec(m[1])?.[1];
  if (!id) throw validationFailed({ profileAddress: EMPLOYER.profileAddressInvalid });
  return id.toLowerCase();
}

/** Roster: the list, add one employee, or import a CSV (preview first, then all-or-nothing), and the CSV template. */
export async function rosterRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { database, db, config } = app.ctx;

  r.route({
    ...declared(EMPLOYER_ROSTER_ROUTES.getEmployerRoster),
    handler: async (request) => {
      const employerId = await employerIdOf(db, signedIn(request).userId);
      const page = await unsafePageRoster(db, employerId, request.query, clock.now());
      return { ...page, members: page.members.map(presentRosterMember) };
    },
  });

  r.route({
    ...declared(EMPLOYER_ROSTER_ROUTES.getEmployerEmployeesTemplate),
    handler: async (_request, reply) =>
      reply
        .header("content-type", "text/csv; charset=utf-8")
        .header("content-disposition", 'attachment; filename="standing-employees-template.csv"')
        .send(ROSTER_TEMPLATE),
  });

  r.route({
    ...declared(EMPLOYER_ROSTER_ROUTES.postEmployerEmployees),
    handler: async (request) => {
      const actor = signedIn(request);
      const body = request.body;
      const now = clock.now();
      const parsed = safeParse(rosterEntrySchema(isoDay(now)), body.entry);
      if (!parsed.success) {
        const fields: Record<string, string> = {};
        for (const issue of parsed.error.issues) fields[String(issue.path[0] ?? "_")] ??= issue.message;
        throw validationFailed(fields);
      }
      const profileId = profileIdFrom(body.profileAddress);
      const base = {
        actor,
        entries: [{ line: 1, entry: parsed.data, profileId }],
        bulk: false,
        now,
        origin: requestOrigin(request),
        publicUrl: config.publicUrl,
        unsubscribeSecret: app.ctx.authSecret,
      };
      if (body.nameMatch === "ask") {
        const preview = await importRoster(database, { ...base, dryRun: true, confirmNameMatches: false });
        if (preview.rows[0]?.candidate) return { ...preview, errors: [], warnings: [], notes: [] };
      }
      const done = await importRoster(database, {
        ...base,
        dryRun: false,
        confirmNameMatches: body.nameMatch === "use",
      });
      return { ...done, errors: [], warnings: [], notes: [] };
    },
  });

  r.route({
    ...declared(EMPLOYER_ROSTER_ROUTES.postEmployerEmployeesImport),
    bodyLimit: 6 * 1024 * 1024,
    handler: async (request) => {
      const actor = signedIn(request);
      const body = request.body;
      const now = clock.now();
      const parsed = parseRosterCsv(body.csv, { today: isoDay(now) });
      if (!parsed.ok) throw validationFailed({ csv: parsed.error });
      const errors = parsed.rows.flatMap((row) =>
        Object.entries(row.errors ?? {}).map(([field, message]) => ({ line: row.line, field, message })),
      );
      const warnings = parsed.rows.flatMap((row) =>
        (row.warnings ?? []).map((message) => ({ line: row.line, message })),
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
        now,
        origin: requestOrigin(request),
        publicUrl: config.publicUrl,
        unsubscribeSecret: app.ctx.authSecret,
      });
      // Previews of very large files list the first rows; the counts cover the whole file.
      return {
        ...summary,
        rows: summary.rows.slice(0, 1000),
        errors: errors.slice(0, 1000),
        warnings: warnings.slice(0, 1000),
        notes: parsed.notes,
      };
    },
  });
}
