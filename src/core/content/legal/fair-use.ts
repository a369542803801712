import { LIMITS } from "../../limits";
import { PAID_PLANS } from "../../plans";
import { email } from "../company";
import type { LegalDocument } from "./types";

/** /fair-use: 10 sections (SPEC §2), with the allowances of SPEC §6 and §9. */
export const FAIR_USE: LegalDocument = {
  title: "Fair Use Policy",
  description:
    "How to use Standing fairly: daily lookup and rating allowances, honest first-hand ratings, prohibited uses and how we enforce them.",
  lastUpdated: "March 1, 2026",
  intro:
    "Standing only works if the people on it can trust it. This policy explains the limits that keep the network fair and the uses we do not allow. It is part of our Terms of Service.",
  sections: [
    {
      id: "purpose",
      title: "Purpose",
      blocks: [
        "Standing helps verified employers share structured, first-hand opinions about people they employed, and helps professionals build and control a verified reputation. Use it for those purposes only, and always alongside your own judgement and other information.",
      ],
    },
    {
      id: "lookups",
      title: "Profile lookup allowances",
      blocks: [
        "Viewing a full profile uses one lookup. Allowances are counted over a rolling 24-hour window: a lookup becomes available again 24 hours after it was used.",
        {
          list: [
            "Free employer and free professional: 5 lookups per day.",
            `${PAID_PLANS.verified_pro.name}: 50 lookups per day.`,
            `${PAID_PLANS.enterprise.name} and ${PAID_PLANS.individual_pro.name}: unlimited, subject to section 7.`,
          ],
        },
        `We warn you when ${LIMITS.lookupWarningRemaining} or fewer lookups remain and show when the next one frees up.`,
      ],
    },
    {
      id: "rating-limits",
      title: "Rating submission limits",
      blocks: [
        {
          list: [
            "Free employer: 5 ratings per day once the business is verified; none before.",
            `${PAID_PLANS.verified_pro.name}: 30 ratings per day.`,
            `${PAID_PLANS.enterprise.name}: unlimited, subject to section 7.`,
            "Professional accounts cannot submit ratings.",
          ],
        },
      ],
    },
    {
      id: "honest-ratings",
      title: "Honest, first-hand ratings",
      blocks: [
        "Rate only people who work or worked for your business and whose work you or your managers observed directly. Score each category on what you saw, not on rumour, personal feelings or anything unrelated to the job.",
        "Never rate someone because of, or in a way influenced by, race, colour, religion, sex, pregnancy, sexual orientation, gender identity, national origin, age, disability, genetic information, veteran status or any other characteristic protected by law, and never to retaliate for a complaint, a claim, protected leave, whistle-blowing or union activity.",
      ],
    },
    {
      id: "prohibited",
      title: "Prohibited uses",
      blocks: [
        {
          list: [
            "Scraping, crawling, bulk copying, reselling or republishing profiles or ratings.",
            "Trying to find out which employer gave a rating, or pressuring anyone to reveal it.",
            "Creating more than one account per person, sharing accounts, or using several accounts to get around allowances or a suspension.",
            "Offering or accepting anything of value for a rating, or arranging ratings between businesses.",
            "Rating yourself, relatives or people you have not employed.",
            "Using Standing to harass, threaten, stalk or embarrass anyone.",
            "Uploading false verification documents or impersonating a business or person.",
            "Probing, overloading or bypassing the security of Standing.",
          ],
        },
      ],
    },
    {
      id: "employment-decisions",
      title: "Using Standing in employment decisions",
      blocks: [
        "Standing is not a consumer reporting agency. Ratings are subjective opinions and may not be the sole basis for any employment decision. Do not use Standing to decide eligibility for employment, credit, insurance or housing in any way that would require a consumer report.",
        "You are responsible for following the employment, anti-discrimination, background-check and privacy laws that apply to you, including any notice or consent they require.",
      ],
    },
    {
      id: "unlimited",
      title: "Unlimited plans and reasonable use",
      blocks: [
        "Unlimited means we do not count lookups or ratings against a daily cap. It does not permit automated harvesting, sharing one account across an organisation beyond its licensed users, or traffic that degrades the service for others. If your usage looks automated or far outside normal hiring activity, we will contact you before taking action whenever we can.",
      ],
    },
    {
      id: "automated-access",
      title: "API and automated access",
      blocks: [
        `Automated access is allowed only through the API included in ${PAID_PLANS.enterprise.name}, within its documented rate limits and with your own credentials. Browser automation, headless scraping and unofficial clients are not allowed.`,
      ],
    },
    {
      id: "enforcement",
      title: "Enforcement",
      blocks: [
        "Depending on severity we may warn you, remove content, limit features, or suspend or close your account. For ratings found inaccurate, employers receive strikes:",
        {
          list: [
            "Strike 1: a warning, and the rating is removed.",
            `Strike 2: a warning and a ${LIMITS.strikeTwoSuspensionDays}-day suspension of rating submission.`,
            `Strike ${LIMITS.strikesForPermanentSuspension}: automatic permanent account suspension.`,
          ],
        },
        `Strikes can be appealed within ${LIMITS.appealWindowDays} days from the employer's disputes page, or by contacting our legal team at ${email("legal")}. A moderator who did not take the original decision reviews the appeal; an upheld appeal reverses the strike and its effects and restores the rating.`,
        "Each month's disputes, decisions, strikes and appeals are published in our Transparency Report at /transparency.",
        "A strike stops counting one year after it was issued. The permanent suspension that follows a third strike is lifted only by an upheld appeal, not by time.",
      ],
    },
    {
      id: "reporting",
      title: "Reporting misuse",
      blocks: [
        `If you see a rating, profile or behaviour that breaks this policy, professionals can dispute the rating from their dashboard, and anyone can write to ${email("trust")} or use the contact form. We review every report and do not reveal who made it.`,
      ],
    },
  ],
};
