import type { KnownProfessionalRecord } from "../records/known-professional";

/**
 * A professional as an employer who works with them sees them (the roster, the ratings they wrote). A private
 * profile reaches the employer only because they linked it by something they already knew (e-mail, profile or
 * LinkedIn address, with the name): they see the name they work with, never the profile's headline or place,
 * which the profile page would not show them either. The one copy of this rule.
 */
export function presentKnownProfessional(p: KnownProfessionalRecord) {
  const hidden = p.visibility === "private";
  return {
    firstName: p.firstName,
    lastName: p.lastName,
    headline: hidden ? null : p.headline,
    city: hidden ? null : p.city,
    state: hidden ? null : p.state,
  };
}
