import { z } from "zod";
import {
  ApplyImportInput,
  ApplyImportResponse,
  ImportDraftView,
  ImportOk,
  ImportOverview,
  ScraperImportInput,
} from "../contracts/profile-import";
import { route } from "./declare";

export const Params = z.strictObject({ importId: z.string().max(100) });

/** The routes of `src/server/routes/professional/import.routes.ts` (D0374). */
export const PROFESSIONAL_IMPORT_ROUTES = {
  getProfessionalImports: route({
    method: "GET",
    path: "/professional/imports",
    policy: "professional:import",
    response: { 200: ImportOverview },
  }),
  postProfessionalImports: route({
    method: "POST",
    path: "/professional/imports",
    policy: "professional:import",
    response: { 201: ImportDraftView },
  }),
  postProfessionalImportsScraper: route({
    method: "POST",
    path: "/professional/imports/scraper",
    policy: "professional:import",
    body: ScraperImportInput,
    response: { 201: ImportDraftView },
  }),
  getProfessionalImportsOne: route({
    method: "GET",
    path: "/professional/imports/:importId",
    policy: "professional:import",
    params: Params,
    response: { 200: ImportDraftView },
  }),
  postProfessionalImportsApply: route({
    method: "POST",
    path: "/professional/imports/:importId/apply",
    policy: "professional:import",
    params: Params,
    body: ApplyImportInput,
    response: { 200: ApplyImportResponse },
  }),
  postProfessionalImportsDiscard: route({
    method: "POST",
    path: "/professional/imports/:importId/discard",
    policy: "professional:import",
    params: Params,
    response: { 200: ImportOk },
  }),
};
