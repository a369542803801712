import { LIMITS } from "../../limits";
import { COMPANY, email } from "../company";
import type { LegalDocument } from "./types";

/** /privacy: 15 sections (SPEC §2), consistent with SPEC §1 (data, third parties) and §9 (retention, timings). */
export const PRIVACY: LegalDocument = {
  title: "Privacy Policy",
  description:
    "What personal data Standing collects, why, who processes it, how long we keep it, and how to access, export, correct or delete it.",
  lastUpdated: "November 28, 2026",
  intro: `This Privacy Policy explains how ${COMPANY.legalName} ("Standing", "we") handles personal data when you use Standing, the verified reputation network for today's workforce. We collect what we need to run a fair, verified network, and we never sell personal data.`,
  sections: [
    {
      id: "scope",
      title: "Who we are and what this policy covers",
      blocks: [
        `${COMPANY.legalName} is the controller of the personal data described here. This policy covers our website, installable web app and e-mails. Contact our privacy team at ${email("privacy")}.`,
        "Professionals may have a profile on Standing before they claim it, because an employer added them to rate them. This policy applies to them as well, and section 10 explains how they can see, correct or hide that profile.",
      ],
    },
    {
      id: "collect",
      title: "Information we collect",
      blocks: [
        {
          list: [
            "Account data: your name, e-mail address, password (stored only as a secure hash), account type, and two-factor or passkey settings.",
            "Profile data: e-mail, name, optional phone number, bio, headline, picture, résumé, certifications, education, work history and location (city, state, country), plus links you add.",
            "Employment data: the employer ratings you receive or submit, whether a person is a current or former employee, disputes and their outcomes.",
            "Business data (employers): company name, tax identification number (EIN), industry, company website and verification documents.",
            "Usage data: profile lookups, searches, ratings submitted, pages visited, device and browser type, IP address and timestamps, recorded in our audit logs.",
            "Location data: the city, state and country on profiles, and an approximate location derived from your IP address.",
            "Payment data: handled by our card payment provider. We receive only your subscription status, plan, billing period and the last digits and expiry of your card, never the full card number.",
          ],
        },
      ],
    },
    {
      id: "sources",
      title: "Where information comes from",
      blocks: [
        "Most information comes from you. Some comes from others:",
        {
          list: [
            "Employers add people they have employed (name, city, state and optionally a professional networking profile link) and submit ratings about them.",
            "At a professional's request, profile details can be imported from a professional networking site through a third-party scraping service.",
            "Public business registries and tax-identification checks help us verify employers.",
          ],
        },
      ],
    },
    {
      id: "use",
      title: "How we use information",
      blocks: [
        {
          list: [
            "To provide the network: profiles, search, ratings, disputes, notifications and subscriptions.",
            "To verify employers and keep only verified businesses able to rate.",
            "To keep Standing fair and safe: automated flagging of biased language and suspicious patterns, human moderation, strikes, fraud prevention and enforcement of daily allowances.",
            "To communicate with you: service e-mails, dispute and verification updates, and, only if you opt in, marketing e-mails.",
            "To improve Standing using aggregated, de-identified statistics.",
            "To meet legal obligations and to establish or defend legal claims.",
          ],
        },
      ],
    },
    {
      id: "legal-bases",
      title: "Our legal bases",
      blocks: [
        "Where the law requires a legal basis, we rely on: performing our contract with you (running your account and subscription); our legitimate interests in operating a trustworthy reputation network and preventing abuse, balanced against your rights; your consent (for optional cookies and marketing e-mails, which you can withdraw at any time); and legal obligations (tax, accounting and responding to lawful requests).",
      ],
    },
    {
      id: "anonymity",
      title: "How ratings and rater anonymity work",
      blocks: [
        "Ratings are shown with the employer's identity hidden. Which employer gave a rating is stored separately and is visible only to our moderators and to the systems that enforce limits, edit windows and strikes. When you dispute a rating, the employer that wrote it is told that its rating of you is disputed and the reason you chose; it never sees your statement, messages or evidence.",
        "Ratings are subjective opinions. Standing is not a consumer reporting agency, and ratings may not be the sole basis for an employment decision.",
      ],
    },
    {
      id: "sharing",
      title: "Who we share information with",
      blocks: [
        "We share personal data only as needed to run Standing, with service providers bound by contract to protect it and use it only on our instructions:",
        {
          list: [
            "our database and authentication host, which stores account and profile data and runs sign-in;",
            "our card payment provider, which processes subscription payments;",
            "a scraping service, used only when a professional asks us to import their professional networking profile;",
            "an e-mail delivery service, which sends verification, notification and account e-mails.",
          ],
        },
        "Profiles are visible to other users according to the visibility the professional chooses. We also disclose information when required by law or valid legal process, to protect the rights and safety of users and the public, and to a successor in a merger or acquisition, which must honour this policy. We do not sell or rent personal data, and we do not share it for cross-context behavioural advertising.",
      ],
    },
    {
      id: "cookies",
      title: "Cookies and local storage",
      blocks: [
        "Essential cookies keep you signed in and protect forms against forgery; they are always on. With your consent we also use analytics (to understand how pages are used) and preference storage (to remember settings such as search filters).",
        `When you first visit, a banner lets you choose Accept or Essential Only; closing it counts as Essential Only. Your choice is stored on your device with the time you made it, and we ask again after ${LIMITS.cookieConsentMaxAgeDays} days. Your device also stores a visit count and whether you dismissed the install prompt.`,
      ],
    },
    {
      id: "retention",
      title: "How long we keep information",
      blocks: [
        {
          list: [
            `Ratings: ${LIMITS.retentionYears} years from submission, in anonymized form after the account holder leaves.`,
            `Audit logs and payment records: ${LIMITS.retentionYears} years, for security, dispute handling and tax law.`,
            `Deleted accounts: deactivated immediately and permanently erased after a ${LIMITS.deletionGraceDays}-day grace period, except the records above.`,
            "Verification documents: until verification is complete plus the period needed to handle appeals, then deleted.",
            "Contact-form messages: up to 2 years.",
          ],
        },
      ],
    },
    {
      id: "rights",
      title: "Your rights and choices",
      blocks: [
        "Depending on where you live, you may have the right to access, correct, export, delete or restrict the use of your personal data, to object to processing, and to withdraw consent. You can use most of these yourself:",
        {
          list: [
            `Export: request a JSON copy of your data from Export My Data. We e-mail a download link within 24 hours, valid for ${LIMITS.exportLinkValidDays} days. The first export each year is free.`,
            "Correct: edit your profile in Profile Settings, or dispute a rating you believe is wrong.",
            "Hide: set your profile to Employers Only or Private at any time.",
            `Delete: delete your account from Delete Account; it is erased after ${LIMITS.deletionGraceDays} days.`,
            "E-mails: choose which notifications you receive; marketing e-mails are off unless you turn them on.",
          ],
        },
        "We will not discriminate against you for exercising your rights.",
      ],
    },
    {
      id: "requests",
      title: "How to make a privacy request",
      blocks: [
        `Write to ${email("privacy")} or use the contact form and choose Privacy and data requests. We may ask you to confirm your identity, and you may use an authorised agent. We answer every request within 30 days. Nobody can obtain another person's data through a request.`,
        "If you are not satisfied with our answer, you may complain to your local data-protection authority.",
      ],
    },
    {
      id: "security",
      title: "Security",
      blocks: [
        "We encrypt data in transit, hash passwords with a slow, salted algorithm, offer two-factor authentication and passkeys, restrict staff access to what each role needs, and log access to sensitive records. No system is perfectly secure; tell us at once if you suspect a problem.",
        "If a breach affects your personal data we will notify you, and the authorities where required, within 72 hours of becoming aware of it.",
      ],
    },
    {
      id: "age",
      title: "Age requirement",
      blocks: [
        `Standing is for people aged ${LIMITS.minimumAge} and over. We do not knowingly collect data from anyone younger; if we learn that we have, we delete it.`,
      ],
    },
    {
      id: "transfers",
      title: "International transfers",
      blocks: [
        "Standing is operated from the United States and our service providers may process data in other countries. Where data leaves your region we use recognised safeguards such as standard contractual clauses.",
      ],
    },
    {
      id: "changes",
      title: "Changes to this policy and contact",
      blocks: [
        "We will post any change here with a new date and tell you by e-mail or in the product before a material change takes effect.",
        `Questions: ${email("privacy")}. Post: ${COMPANY.legalName}, Privacy, ${COMPANY.city}.`,
      ],
    },
  ],
};
