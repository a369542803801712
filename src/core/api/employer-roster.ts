import { z } from "zod";
import { RosterQuery, RosterResponse } from "../contracts/employer";
import { route } from "./declare";

export const Outcome = z.object({
  line: z.number().int(),
  name: z.string(),
  action: z.enum(["create", "match_profile", "match_linkedin", "match_email", "match_name", "skip"]),
  reason: z.string().optional(),
  professionalId: z.string().optional(),
  candidate: z.object({ id: z.string(), headline: z.string().nullable() }).optional(),
});

export const RowError = z.object({ line: z.number().int(), field: z.string(), message: z.string() });

export const RowWarning = z.object({ line: z.number().int(), message: z.string() });

export const Summary = z.object({
  dryRun: z.boolean(),
  total: z.number().int(),
  created: z.number().int(),
  matched: z.number().int(),
  skipped: z.number().int(),
  nameMatches: z.number().int(),
  rows: z.array(Outcome),
  errors: z.array(RowError),
  /** Rows that import but deserve a look (values past the last column). */
  warnings: z.array(RowWarning),
  /** About the whole file: a semicolon or tab separator, columns that are not read. */
  notes: z.array(z.string()),
});

export const AddEmployeeInput = z.strictObject({
  entry: z.record(z.string(), z.unknown()),
  /** ask: report a name + city + state match for confirmation; use: link to it; create: make a new profile. */
  nameMatch: z.enum(["ask", "use", "create"]).default("ask"),
  /** The person's Standing profile address (or id), which they gave the employer: links a profile not in search. */
  profileAddress: z.string().trim().max(300).optional(),
});

export const ImportInput = z.strictObject({
  csv: z.string().max(5 * 1024 * 1024),
  dryRun: z.boolean().default(true),
  confirmNameMatches: z.boolean().default(false),
});

/** The routes of `src/server/routes/employer/roster.routes.ts` (D0374). */
export const EMPLOYER_ROSTER_ROUTES = {
  getEmployerRoster: route({
    method: "GET",
    path: "/employer/roster",
    policy: "employer:read",
    query: RosterQuery,
    response: { 200: RosterResponse },
  }),
  getEmployerEmployeesTemplate: route({ method: "GET", path: "/employer/employees/template", policy: "employer:read" }),
  postEmployerEmployees: route({
    method: "POST",
    path: "/employer/employees",
    policy: "employer:roster",
    body: AddEmployeeInput,
    response: { 200: Summary },
  }),
  postEmployerEmployeesImport: route({
    method: "POST",
    path: "/employer/employees/import",
    policy: "employer:roster",
    body: ImportInput,
    response: { 200: Summary },
  }),
};
