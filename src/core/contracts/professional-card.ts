import { z } from "zod";

/**
 * The professional card (issue 35 §3, D370): a professional's id, name, headline and place — what every answer that
 * names a professional carries, whoever reads it. The contracts that show more extend it (a search result, a profile
 * header, the owner's own profile and overview) or use it as it is (an employer's own rating, a claim's profile).
 * Nothing about who rated belongs here.
 */
export const ProfessionalCardBase = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  headline: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
});
export type ProfessionalCardBase = z.infer<typeof ProfessionalCardBase>;

/** The card as the public directory shows it, in a search result and on a profile's header. */
export const PublicProfessionalCard = ProfessionalCardBase.extend({
  country: z.string(),
  profilePicture: z.string().nullable(),
  isClaimed: z.boolean(),
  verifiedEmployersCount: z.number().int(),
});
