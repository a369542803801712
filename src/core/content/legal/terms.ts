import { LIMITS } from "../../limits";
import { ANNUAL_DISCOUNT_PERCENT, formatPrice, PAID_PLANS } from "../../plans";
import { RATING_EDIT_WINDOW_HOURS } from "../../rating-categories";
import { COMPANY, email } from "../company";
import type { LegalDocument } from "./types";

const vp = PAID_PLANS.verified_pro;
const ent = PAID_PLANS.enterprise;
const ip = PAID_PLANS.individual_pro;

/** /terms: 14 sections (SPEC §2), consistent with the policies of SPEC §1 and the figures of §9. */
export const TERMS: LegalDocument = {
  title: "Terms of Service",
  description:
    "The agreement between you and Standing: who may use the service, how ratings, disputes, strikes and subscriptions work, and how disagreements are resolved.",
  lastUpdated: "November 28, 2026",
  intro: `These Terms of Service ("Terms") govern your use of Standing, the verified reputation network for today's workforce, operated by ${COMPANY.legalName} ("Standing", "we", "us"). Please read them carefully: they include an agreement to resolve disputes by individual arbitration (section 14).`,
  sections: [
    {
      id: "acceptance",
      title: "Acceptance of these Terms",
      blocks: [
        'By creating an account, or by browsing or searching Standing without one, you agree to these Terms, our Privacy Policy and our Fair Use Policy. If you use Standing on behalf of a business, you confirm that you are authorised to bind that business, and "you" includes the business.',
        "If you do not agree, do not use Standing.",
      ],
    },
    {
      id: "eligibility",
      title: "Who may use Standing",
      blocks: [
        {
          list: [
            `You must be at least ${LIMITS.minimumAge} years old.`,
            "Each person may hold one account. Creating additional accounts, including to get around a limit or a suspension, is not allowed.",
            "One e-mail address cannot hold both an employer and a professional account.",
            "Employer accounts must be opened with a business e-mail address on the domain of the company's own website.",
            "You must give accurate information and keep it up to date.",
          ],
        },
      ],
    },
    {
      id: "accounts",
      title: "Your account and its security",
      blocks: [
        "You are responsible for activity under your account. Keep your password confidential, use a strong one (at least 8 characters), and turn on two-factor authentication or a passkey where available. Tell us at once at " +
          email("support") +
          " if you believe your account has been compromised.",
        "We may require you to re-authenticate before sensitive actions such as deleting your account.",
      ],
    },
    {
      id: "employers",
      title: "Employer verification and obligations",
      blocks: [
        "Only verified businesses may submit ratings. We verify a business by its EIN, by a business-domain e-mail address, or by its state business registration. Verification normally takes 1-3 business days. We may re-verify a business at any time and may withdraw verification if the information turns out to be wrong.",
        "As an employer you agree to:",
        {
          list: [
            "rate only people who currently work or formerly worked for your business, and only on the basis of first-hand knowledge;",
            "rate honestly and in good faith, and never on the basis of a characteristic protected by law, or to retaliate against a person for lawful activity such as filing a complaint, taking protected leave or organising;",
            "use what you learn on Standing in compliance with all employment, anti-discrimination and privacy laws that apply to you;",
            "keep any verification documents you upload accurate and lawfully obtained.",
          ],
        },
      ],
    },
    {
      id: "ratings",
      title: "Ratings",
      blocks: [
        "A rating scores 15 fixed categories on a scale of 1 to 5 and records whether the person is a current or former employee. Ratings contain no free text.",
        "Ratings are always displayed with the rating employer's identity hidden. We keep the link between a rating and the employer who gave it in our audit logs so that ratings stay accountable and disputes can be investigated.",
        `An employer may edit or delete a rating within ${RATING_EDIT_WINDOW_HOURS} hours of submitting it; after that the rating is locked. We may remove any rating that a dispute finds inaccurate or that breaches these Terms or the Fair Use Policy.`,
        "We use automated flagging to detect biased language and suspicious rating patterns; flagged content is reviewed by human moderators before any action is taken.",
      ],
    },
    {
      id: "not-a-cra",
      title: "Standing is not a consumer reporting agency",
      blocks: [
        "Standing is not a consumer reporting agency, and nothing on Standing is a consumer report within the meaning of the Fair Credit Reporting Act or similar state laws. We do not assemble or evaluate information for the purpose of furnishing consumer reports.",
        "Ratings are the subjective opinions of the employers who give them. They may not be used as the sole basis for any decision about hiring, promotion, retention, compensation or any other term of employment, nor for decisions about credit, insurance or housing. You agree to consider ratings, if at all, only together with other information and your own judgement.",
        "Standing does not verify the facts behind an opinion and does not guarantee that any rating is accurate or complete.",
      ],
    },
    {
      id: "professionals",
      title: "Professional profiles and disputes",
      blocks: [
        "Professionals may claim a profile, add credentials, control its visibility (Public, Employers Only or Private) and change that visibility at any time. Profile details may be imported, at your request, from a professional networking site through a third-party scraping service; you are responsible for reviewing what is imported.",
        "A professional cannot reply to a rating but may dispute it. A dispute states a reason (never worked there, factual inaccuracy, discrimination or retaliation) and may include evidence. A moderator reviews the dispute, may ask the employer for its side and weighs the evidence from both sides. The employer that wrote the rating is told that its rating of that professional is disputed and the reason given; it never sees the professional's statement, messages or evidence, and the professional never sees the employer's answers. The outcome is that the rating is removed and a strike issued, that the dispute is dismissed, or that more information is requested. Our decision on a dispute is final, subject to the appeal in section 8.",
      ],
    },
    {
      id: "strikes",
      title: "Strikes, suspension and appeals",
      blocks: [
        "When a dispute finds a rating inaccurate, or an employer otherwise breaches these Terms in rating, the employer receives a strike:",
        {
          list: [
            "Strike 1: a written warning, and the rating is removed.",
            `Strike 2: a written warning and a ${LIMITS.strikeTwoSuspensionDays}-day suspension of rating submission.`,
            `Strike ${LIMITS.strikesForPermanentSuspension}: automatic, permanent suspension of the account.`,
          ],
        },
        `An employer may appeal a strike within ${LIMITS.appealWindowDays} days of being notified of it by writing to our legal team at ${email("legal")}, explaining why the strike should be withdrawn and enclosing any evidence. We may also suspend or close any account immediately for fraud, abuse, unlawful conduct or a serious breach of these Terms.`,
      ],
    },
    {
      id: "subscriptions",
      title: "Plans, subscriptions and payment",
      blocks: [
        `Standing offers free plans and paid subscriptions: ${vp.name} (${formatPrice(vp.amountCents)} per month or ${formatPrice(vp.annualAmountCents)} per year) and ${ent.name} (${formatPrice(ent.amountCents)} per month or ${formatPrice(ent.annualAmountCents)} per year) for employers, and ${ip.name} (${formatPrice(ip.amountCents)} per month or ${formatPrice(ip.annualAmountCents)} per year) for professionals. Annual billing is offered at a ${ANNUAL_DISCOUNT_PERCENT}% discount. Prices exclude applicable taxes.`,
        "Subscriptions renew automatically at the end of each billing period until cancelled. You can cancel at any time from your billing page; cancellation takes effect at the end of the current period and fees already paid are not refunded except where the law requires.",
        "Payments are processed by our card payment provider under its own terms; we do not receive or store your full card number. We may change prices with at least 30 days' notice before your next renewal.",
        "Each plan includes the daily allowances described on our Pricing page and in the Fair Use Policy, counted over a rolling 24-hour window.",
      ],
    },
    {
      id: "acceptable-use",
      title: "Acceptable use",
      blocks: [
        "You agree to follow our Fair Use Policy. In particular you must not scrape, copy in bulk, resell or republish profiles or ratings; attempt to identify the employer behind a rating; get around allowances, verification or suspensions; upload unlawful, false or infringing material; or interfere with the security or operation of Standing.",
      ],
    },
    {
      id: "content-ip",
      title: "Content and intellectual property",
      blocks: [
        "You keep ownership of the information you submit. You grant us a worldwide, non-exclusive, royalty-free licence to host, store, display, aggregate and process it to operate, secure and improve Standing, including displaying ratings in anonymized form after your account is deleted.",
        "Standing, its software, design, logos and the compilation of the network are owned by us and protected by law. We grant you a limited, revocable, non-transferable licence to use Standing for its intended purpose under these Terms.",
      ],
    },
    {
      id: "liability",
      title: "Disclaimers and limitation of liability",
      blocks: [
        'Standing is provided "as is" and "as available". To the fullest extent permitted by law we disclaim all implied warranties, including merchantability, fitness for a particular purpose and non-infringement, and we do not warrant that ratings or profiles are accurate, complete or current.',
        "To the fullest extent permitted by law, we are not liable for indirect, incidental, special, consequential or punitive damages, or for lost profits, revenue, data or goodwill, including any loss arising from an employment decision made using Standing.",
        "Our total liability for all claims relating to Standing is limited to the subscription fees you paid us in the 12 months before the event giving rise to the claim (or, if you paid nothing, to zero beyond what the law requires).",
      ],
    },
    {
      id: "termination",
      title: "Termination and account deletion",
      blocks: [
        `You may delete your account at any time. Deletion deactivates the account immediately (you cannot log in, your profile is hidden from search and any subscription is cancelled) and the account is permanently erased after ${LIMITS.deletionGraceDays} days. During those ${LIMITS.deletionGraceDays} days it can be reactivated only by contacting support.`,
        `Ratings remain in anonymized form after deletion. Ratings, audit logs and payment records are retained for ${LIMITS.retentionYears} years as described in our Privacy Policy. Sections 6 and 11 to 14 survive termination.`,
      ],
    },
    {
      id: "law-disputes",
      title: "Governing law, arbitration and changes",
      blocks: [
        "These Terms are governed by the laws of the State of Delaware, without regard to its conflict-of-laws rules. Any dispute arising from these Terms or Standing will be resolved by final and binding individual arbitration administered under the consumer or commercial rules (as applicable) of a recognised arbitration provider, seated in Delaware, except that either party may bring an individual claim in small-claims court or seek injunctive relief for misuse of intellectual property. You and we waive any right to a jury trial and to take part in a class or representative action. You may opt out of arbitration by writing to " +
          email("legal") +
          " within 30 days of first accepting these Terms.",
        "We may update these Terms. We will give at least 30 days' notice of material changes by e-mail or in the product; continuing to use Standing after they take effect means you accept them.",
        `Questions about these Terms: ${email("legal")}.`,
      ],
    },
  ],
};
