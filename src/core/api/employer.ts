import {
  EinVerificationInput,
  EmailVerificationConfirm,
  EmailVerificationStart,
  EmployerAnalyticsResponse,
  EmployerOverview,
  OwnRatingResponse,
  RatingDeleteResponse,
  RatingHistoryQuery,
  RatingHistoryResponse,
  RatingParams,
  RatingWriteResponse,
  SubmitRatingInput,
  UpdateRatingInput,
} from "../contracts/employer";
import { OkMessage } from "../contracts/ok";
import { route } from "./declare";

/** The routes of `src/server/routes/employer/employer.routes.ts` (D0374). */
export const EMPLOYER_ROUTES = {
  getEmployerOverview: route({
    method: "GET",
    path: "/employer/overview",
    policy: "employer:read",
    response: { 200: EmployerOverview },
  }),
  getEmployerAnalytics: route({
    method: "GET",
    path: "/employer/analytics",
    policy: "employer:read",
    response: { 200: EmployerAnalyticsResponse },
  }),
  getEmployerRatings: route({
    method: "GET",
    path: "/employer/ratings",
    policy: "employer:read",
    query: RatingHistoryQuery,
    response: { 200: RatingHistoryResponse },
  }),
  getEmployerRatingsOne: route({
    method: "GET",
    path: "/employer/ratings/:ratingId",
    policy: "employer:read",
    params: RatingParams,
    response: { 200: OwnRatingResponse },
  }),
  postEmployerRatings: route({
    method: "POST",
    path: "/employer/ratings",
    policy: "employer:rate",
    body: SubmitRatingInput,
    response: { 201: RatingWriteResponse },
  }),
  patchEmployerRatingsOne: route({
    method: "PATCH",
    path: "/employer/ratings/:ratingId",
    policy: "employer:rate",
    params: RatingParams,
    body: UpdateRatingInput,
    response: { 200: RatingWriteResponse },
  }),
  deleteEmployerRatingsOne: route({
    method: "DELETE",
    path: "/employer/ratings/:ratingId",
    policy: "employer:rate",
    params: RatingParams,
    response: { 200: RatingDeleteResponse },
  }),
  postEmployerVerificationEmail: route({
    method: "POST",
    path: "/employer/verification/email",
    policy: "employer:verify",
    body: EmailVerificationStart,
    response: { 200: OkMessage },
  }),
  postEmployerVerificationEmailConfirm: route({
    method: "POST",
    path: "/employer/verification/email/confirm",
    policy: "employer:confirm-email",
    body: EmailVerificationConfirm,
    response: { 200: OkMessage },
  }),
  postEmployerVerificationEin: route({
    method: "POST",
    path: "/employer/verification/ein",
    policy: "employer:verify",
    body: EinVerificationInput,
    response: { 201: OkMessage },
  }),
  postEmployerVerificationState: route({
    method: "POST",
    path: "/employer/verification/state",
    policy: "employer:verify",
    response: { 201: OkMessage },
  }),
};
