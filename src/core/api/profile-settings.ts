import { z } from "zod";
import {
  OwnProfileResponse,
  PhotoResponse,
  ProfessionalFileParams,
  ProfileSettingsInput,
  ResumeResponse,
  SaveProfileResponse,
} from "../contracts/profile-settings";
import { route } from "./declare";

export const PhotoQuery = z.object({ v: z.string().max(64).optional() });

/** `view=inline` asks for the resume to show in the profile's viewer rather than download. */
export const ResumeQuery = z.strictObject({ view: z.literal("inline").optional() });

/** The routes of `src/server/routes/professional/profile-settings.routes.ts` (D0374). */
export const PROFILE_SETTINGS_ROUTES = {
  getProfessionalProfile: route({
    method: "GET",
    path: "/professional/profile",
    policy: "professional:settings",
    response: { 200: OwnProfileResponse },
  }),
  putProfessionalProfile: route({
    method: "PUT",
    path: "/professional/profile",
    policy: "professional:settings",
    body: ProfileSettingsInput,
    response: { 200: SaveProfileResponse },
  }),
  postProfessionalProfilePhoto: route({
    method: "POST",
    path: "/professional/profile/photo",
    policy: "professional:settings",
    response: { 200: PhotoResponse },
  }),
  deleteProfessionalProfilePhoto: route({
    method: "DELETE",
    path: "/professional/profile/photo",
    policy: "professional:settings",
    response: { 200: PhotoResponse },
  }),
  postProfessionalProfileResume: route({
    method: "POST",
    path: "/professional/profile/resume",
    policy: "professional:settings",
    response: { 200: ResumeResponse },
  }),
  deleteProfessionalProfileResume: route({
    method: "DELETE",
    path: "/professional/profile/resume",
    policy: "professional:settings",
    response: { 200: ResumeResponse },
  }),
  getProfessionalsPhoto: route({
    method: "GET",
    path: "/professionals/:professionalId/photo",
    policy: "files:photo",
    params: ProfessionalFileParams,
    query: PhotoQuery,
  }),
  getProfessionalsResume: route({
    method: "GET",
    path: "/professionals/:professionalId/resume",
    policy: "professionals:resume",
    params: ProfessionalFileParams,
    query: ResumeQuery,
  }),
};
