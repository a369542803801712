import { ANNUAL_DISCOUNT_PERCENT, formatPrice, PAID_PLANS } from "../plans";
import { email } from "./company";

/** /faq: four accordion groups (SPEC §2). Answers restate the policies of SPEC §1 and the figures of §9. */
export interface FaqItem {
  question: string;
  answer: string[];
}
export interface FaqGroup {
  id: "employers" | "professionals" | "legal" | "general";
  title: string;
  items: FaqItem[];
}

const vp = PAID_PLANS.verified_pro;
const ent = PAID_PLANS.enterprise;
const ip = PAID_PLANS.individual_pro;

export const FAQ_GROUPS: FaqGroup[] = [
  {
    id: "employers",
    title: "For Employers",
    items: [
      {
        question: "How does my business get verified?",
        answer: [
          "From your employer dashboard, choose one method: your EIN, a business-domain e-mail address that matches your company website, or your state business registration.",
          "Verification usually takes 1-3 business days (most are done within 24-48 hours). Only verified businesses can submit ratings.",
        ],
      },
      {
        question: "Who can I rate?",
        answer: [
          "People who work for you now or worked for you in the past. Each rating records whether the person is a current or former employee.",
          "You score 15 fixed categories from 1 to 5. There is no free-text box, which keeps ratings comparable and keeps personal remarks out.",
        ],
      },
      {
        question: "Will the professional know that my company rated them?",
        answer: [
          "No. Ratings are always shown with the employer's identity hidden. The link between a rating and your company is kept in our audit logs, so every rating stays accountable to moderators and can be reviewed if it is disputed.",
        ],
      },
      {
        question: "Can I change a rating after submitting it?",
        answer: [
          "Yes, for 24 hours. You can edit or delete a rating during the first 24 hours; after that it is locked so the record stays stable. A locked rating can still be removed if a dispute finds it inaccurate.",
        ],
      },
      {
        question: "How many profiles can I look up and how many ratings can I submit?",
        answer: [
          `Free employers get 5 profile lookups per day and, once verified, 5 rating submissions. ${vp.name} (${formatPrice(vp.amountCents)}/month) raises this to 50 lookups and 30 ratings per day. ${ent.name} (${formatPrice(ent.amountCents)}/month) is unlimited.`,
          "Allowances use a rolling 24-hour window: each lookup frees up again 24 hours after it was used.",
        ],
      },
      {
        question: "Can I upload my whole team at once?",
        answer: [
          "Yes. Bulk upload is included in Verified Pro and Enterprise. Each row needs First Name, Last Name, City and State; a LinkedIn URL is optional.",
        ],
      },
    ],
  },
  {
    id: "professionals",
    title: "For Professionals",
    items: [
      {
        question: "Is Standing free for professionals?",
        answer: [
          `Yes. Claiming your profile, adding credentials, viewing your ratings, controlling visibility and disputing ratings are free. ${ip.name} (${formatPrice(ip.amountCents)}/month) adds extended analytics, benchmarks, QR sharing, priority placement and unlimited lookups.`,
        ],
      },
      {
        question: "How do I claim my profile?",
        answer: [
          "Create a free professional account, then open Claim Your Profile from your dashboard. If an employer already added you, we match the existing profile to you; otherwise you start a new one. You can import details from your professional networking profile or enter them by hand.",
        ],
      },
      {
        question: "Who can see my profile?",
        answer: [
          "You choose, and you can change it at any time: Public (visible in search), Employers Only (visible to signed-in verified employers), or Private (hidden from search).",
        ],
      },
      {
        question: "Can I reply to a rating?",
        answer: [
          "No. Ratings have no text, so there is nothing to reply to. If a rating is wrong, dispute it: tell us whether you never worked there, whether it is factually inaccurate, or whether it reflects discrimination or retaliation, and add your evidence.",
        ],
      },
      {
        question: "What happens when I dispute a rating?",
        answer: [
          "A moderator reviews the dispute, may ask the employer for its side and weighs the evidence from both sides. The employer that wrote the rating is told that you dispute it and the reason you chose, but never sees your statement, messages or evidence. The outcome is one of: the rating is removed and the employer receives a strike, the dispute is dismissed, or we ask for more information.",
        ],
      },
    ],
  },
  {
    id: "legal",
    title: "Legal & Compliance",
    items: [
      {
        question: "Is Standing a consumer reporting agency?",
        answer: [
          "No. Standing is not a consumer reporting agency and its ratings are not consumer reports. Ratings are subjective opinions of verified employers and may not be the sole basis for any employment decision.",
        ],
      },
      {
        question: "How do you prevent biased or unfair ratings?",
        answer: [
          "Only verified businesses can rate, ratings use 15 fixed categories with no free text, automated flagging looks for patterns associated with bias, and human moderators review everything that is flagged or disputed.",
          "Employers who submit ratings found to be inaccurate receive strikes: the first is a warning and the rating is removed, the second adds a 30-day suspension of rating submission, and the third permanently suspends the account.",
        ],
      },
      {
        question: "Can a strike be appealed?",
        answer: [`Yes, within 30 days of the strike, by writing to our legal team at ${email("legal")}.`],
      },
      {
        question: "How long do you keep data?",
        answer: [
          "Ratings, audit logs and payment records are kept for 7 years. When you delete your account it is deactivated immediately and permanently erased after a 30-day grace period; ratings you received or gave remain in anonymized form.",
        ],
      },
      {
        question: "Which law governs the Terms?",
        answer: [
          "The laws of the State of Delaware. Disputes are resolved by individual arbitration, as described in our Terms of Service.",
        ],
      },
    ],
  },
  {
    id: "general",
    title: "General",
    items: [
      {
        question: "What is Standing?",
        answer: [
          "Standing is the verified reputation network for today's workforce. Verified employers rate the people they worked with on 15 structured categories, and professionals claim and control the profiles those ratings build.",
        ],
      },
      {
        question: "Who can join?",
        answer: [
          "Anyone 18 or older. Each person may have one account, and one e-mail address cannot hold both an employer and a professional account.",
        ],
      },
      {
        question: "Can I search without an account?",
        answer: [
          "Yes. Visitors can search public profiles and see each profile's header; the ratings and details are shown to signed-in members within their daily lookup allowance.",
        ],
      },
      {
        question: "Do annual plans cost less?",
        answer: [
          `Yes. Paying annually saves ${ANNUAL_DISCOUNT_PERCENT}%: ${vp.name} is ${formatPrice(vp.annualAmountCents)} a year, ${ent.name} ${formatPrice(ent.annualAmountCents)} and ${ip.name} ${formatPrice(ip.annualAmountCents)}.`,
        ],
      },
      {
        question: "How fast does support respond?",
        answer: [
          `Within 24 hours. Write to ${email("support")} or use the contact form; Enterprise customers also have 24/7 support and an account manager.`,
        ],
      },
    ],
  },
];
