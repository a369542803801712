import { formatPrice, PAID_PLANS } from "../plans";
import { RATING_CATEGORIES } from "../rating-categories";
import { email } from "./company";

/** /help knowledge base: 5 categories (SPEC §2), searched on the client. */
export interface HelpArticle {
  id: string;
  title: string;
  summary: string;
  body: string[];
  keywords: string[];
}
export interface HelpCategory {
  id: string;
  title: string;
  description: string;
  articles: HelpArticle[];
}

export const HELP_CATEGORIES: HelpCategory[] = [
  {
    id: "getting-started",
    title: "Getting Started",
    description: "Create an account, choose your role and find your way around.",
    articles: [
      {
        id: "create-account",
        title: "Creating your account",
        summary: "Sign up as a professional or an employer in under a minute.",
        body: [
          "Select Sign Up in the header and choose 'I am a...' Professional or Employer. Enter your full name, e-mail address and a password of at least 8 characters.",
          "Employers also enter their company name and company website, and must sign up with a business e-mail address on the same domain as the website (personal providers such as Gmail or Yahoo are not accepted).",
          "You must be 18 or older. Each person may have one account, and one e-mail address cannot hold both roles.",
        ],
        keywords: ["sign up", "register", "signup", "password", "business email", "role"],
      },
      {
        id: "choose-role",
        title: "Professional or employer: which account do I need?",
        summary: "The account type decides what you can do on Standing.",
        body: [
          "Professionals claim a profile, add credentials, control visibility and dispute ratings. Employers verify their business, look up professionals and rate current or former employees.",
          "If you hire people and also want your own profile, use two different e-mail addresses: one for your company account and one personal one for your professional profile.",
        ],
        keywords: ["account type", "employer", "professional", "both roles"],
      },
      {
        id: "search-basics",
        title: "Searching for professionals",
        summary: "Find people by name, location or industry.",
        body: [
          "Use the search box on the home page or the search icon in the header. Type a name, a city or state, or an industry and press Enter.",
          "Filters let you narrow results by location, rating range, verified ratings only and claimed profiles only, and sort by rating, most recent or alphabetically. Your filters are remembered on this device.",
          "Only profiles set to Public appear in search. Results show 20 professionals per page.",
        ],
        keywords: ["search", "filter", "find", "lookup", "sort"],
      },
      {
        id: "install-app",
        title: "Installing Standing on your phone",
        summary: "Add Standing to your home screen for app-like access.",
        body: [
          "Standing works in any modern browser and can be installed as an app. On your second visit, supported browsers show an Install prompt; choose Install, or use your browser's 'Add to Home screen' menu at any time.",
          "If you chose Not Now, we will not ask again on this device. The installed app opens full-screen and keeps working for pages you have already loaded when your connection drops.",
        ],
        keywords: ["pwa", "install", "home screen", "mobile", "app", "offline"],
      },
    ],
  },
  {
    id: "employers",
    title: "For Employers",
    description: "Verification, lookups, ratings and bulk upload.",
    articles: [
      {
        id: "verify-business",
        title: "Verifying your business",
        summary: "Only verified businesses can rate. Here is how verification works.",
        body: [
          "Open Business Verification in your employer dashboard and choose one method: your EIN, a business-domain e-mail confirmation, or your state business registration document.",
          "Reviews take 1-3 business days, and most finish within 24-48 hours. We e-mail you when your status changes. Documents you upload are used only for verification.",
        ],
        keywords: ["verify", "verification", "ein", "domain", "state registration", "documents"],
      },
      {
        id: "rate-employee",
        title: "Submitting a rating",
        summary: "Rate a current or former employee on 15 categories.",
        body: [
          `Find the person, choose Rate, and say whether they are a current or former employee. Then score each of the 15 categories from 1 (poor) to 5 (excellent): ${RATING_CATEGORIES.map((c) => c.label).join(", ")}.`,
          "There is no free-text field. You can edit or delete a rating for 24 hours after submitting it; after that it is locked.",
          "Rate honestly and only people you supervised or worked with directly. Ratings found inaccurate in a dispute are removed and lead to a strike on your account.",
        ],
        keywords: ["rate", "rating", "categories", "score", "edit", "delete", "24 hours"],
      },
      {
        id: "bulk-upload",
        title: "Uploading employees in bulk",
        summary: "Add your roster from a spreadsheet (Verified Pro and Enterprise).",
        body: [
          "Go to Upload Employees in your dashboard and upload a CSV file. Each row needs First Name, Last Name, City and State; a LinkedIn URL is optional.",
          "We match rows to existing profiles where we can and create unclaimed profiles for the rest. Rows with errors are listed so you can fix and re-upload them.",
        ],
        keywords: ["bulk", "upload", "csv", "roster", "import", "employees"],
      },
      {
        id: "lookup-allowance",
        title: "Understanding your lookup and rating allowance",
        summary: "How daily limits and the rolling 24-hour window work.",
        body: [
          `Free employers can view 5 full profiles per day and, once verified, submit 5 ratings. ${PAID_PLANS.verified_pro.name} allows 50 lookups and 30 ratings; ${PAID_PLANS.enterprise.name} is unlimited.`,
          "Allowances use a rolling 24-hour window: each lookup becomes available again 24 hours after you used it. A banner warns you when 2 or fewer lookups remain, with a countdown to the next reset.",
          "The usage alert appears at 80% of a limit and offers Upgrade Now once it is reached.",
        ],
        keywords: ["limit", "lookups", "allowance", "quota", "reset", "24 hours", "upgrade"],
      },
    ],
  },
  {
    id: "professionals",
    title: "For Professionals",
    description: "Claiming, building and sharing your profile.",
    articles: [
      {
        id: "claim-profile",
        title: "Claiming your profile",
        summary: "Take ownership of the profile employers rate.",
        body: [
          "Sign up as a professional and open Claim Your Profile from your dashboard. We look for an existing profile that matches your name and location; confirm it is you, or start a fresh one.",
          "A claimed profile shows the Claimed Profile badge. You can import your details from your professional networking profile, then edit anything that was brought in.",
        ],
        keywords: ["claim", "profile", "import", "badge"],
      },
      {
        id: "visibility",
        title: "Controlling who sees your profile",
        summary: "Public, Employers Only or Private, changeable at any time.",
        body: [
          "Public profiles appear in search for everyone. Employers Only profiles are shown to signed-in verified employers. Private profiles are hidden from search entirely.",
          "Change your visibility in Profile Settings at any time; it takes effect immediately.",
        ],
        keywords: ["visibility", "privacy", "private", "public", "employers only", "hide"],
      },
      {
        id: "credentials",
        title: "Adding credentials, work history and education",
        summary: "Give employers the full picture.",
        body: [
          "In Profile Settings, add certifications, work history (title, company, start and end dates) and education (degree, school, year). You can also link your professional networking profile and upload a résumé.",
          "Your résumé is stored privately and shown only to members who can see your full profile.",
        ],
        keywords: ["certifications", "resume", "education", "work history", "credentials"],
      },
      {
        id: "share-profile",
        title: "Sharing your profile and QR code",
        summary: "Send a link or put a QR code on your résumé.",
        body: [
          "Open your profile and choose Share Profile to copy the link, or QR Code to download a PNG you can print on a résumé or business card. QR codes are generated on our servers; no third party sees your profile address.",
          `QR sharing is included in ${PAID_PLANS.individual_pro.name} (${formatPrice(PAID_PLANS.individual_pro.amountCents)}/month).`,
        ],
        keywords: ["share", "qr", "link", "resume"],
      },
    ],
  },
  {
    id: "disputes",
    title: "Ratings & Disputes",
    description: "How ratings are shown, disputed and moderated.",
    articles: [
      {
        id: "how-ratings-work",
        title: "How ratings are calculated and shown",
        summary: "Averages, categories and anonymity.",
        body: [
          "Each category is averaged across all active ratings and shown with one decimal out of 5.0. The overall score is the average of the rating scores.",
          "The employer who gave a rating is never shown. The company is anonymised publicly but traceable in our audit logs, so moderators can act on disputes.",
        ],
        keywords: ["average", "score", "anonymous", "categories", "calculation"],
      },
      {
        id: "dispute-rating",
        title: "Disputing a rating",
        summary: "What to do when a rating is wrong.",
        body: [
          "Open Disputes in your professional dashboard, pick the rating and choose a reason: Never worked there, Factual inaccuracy, Discrimination or Retaliation. Add any evidence you have, such as schedules, pay stubs or messages.",
          "A moderator reviews it, may ask the employer for its side and weighs evidence from both sides. The employer that wrote the rating is told that you dispute it and the reason you chose, never your statement, messages or evidence. Outcomes: the rating is removed and the employer receives a strike, the dispute is dismissed, or we ask for more information.",
        ],
        keywords: ["dispute", "wrong rating", "appeal", "evidence", "remove", "moderator"],
      },
      {
        id: "strikes",
        title: "Employer strikes and appeals",
        summary: "What happens when a rating is found inaccurate.",
        body: [
          "Strike 1: a warning and the rating is removed. Strike 2: a warning and a 30-day suspension of rating submission. Strike 3: automatic permanent account suspension.",
          `Employers may appeal a strike within 30 days by contacting our legal team at ${email("legal")}.`,
        ],
        keywords: ["strike", "suspension", "appeal", "penalty"],
      },
      {
        id: "flagging",
        title: "Automated flagging and human review",
        summary: "How we look for bias.",
        body: [
          "Automated flagging checks for biased language and for rating patterns associated with bias or retaliation, such as a sudden cluster of low scores after a dispute. Anything flagged goes to a human moderator; software alone never removes a rating or issues a strike.",
        ],
        keywords: ["bias", "ai", "flag", "moderation", "review"],
      },
    ],
  },
  {
    id: "account",
    title: "Account, Billing & Privacy",
    description: "Plans, payments, data export and deletion.",
    articles: [
      {
        id: "plans-billing",
        title: "Plans and billing",
        summary: "Upgrade, change or cancel your subscription.",
        body: [
          `Employers choose Free, ${PAID_PLANS.verified_pro.name} (${formatPrice(PAID_PLANS.verified_pro.amountCents)}/month) or ${PAID_PLANS.enterprise.name} (${formatPrice(PAID_PLANS.enterprise.amountCents)}/month). Professionals choose Free or ${PAID_PLANS.individual_pro.name} (${formatPrice(PAID_PLANS.individual_pro.amountCents)}/month). Annual billing saves 15%.`,
          "Payments are processed by our card payment provider; we never see or store your full card number. You can cancel at any time from Billing and keep your plan until the end of the paid period.",
        ],
        keywords: ["billing", "subscription", "cancel", "payment", "card", "invoice", "plan", "price"],
      },
      {
        id: "export-data",
        title: "Exporting your data",
        summary: "Get a copy of everything we hold about you.",
        body: [
          "Go to Export My Data (linked in the footer). The export is a JSON file with your profile, professional data, ratings received and submitted, employment records, dispute history, subscription info, usage data and audit logs.",
          "We e-mail you a download link within 24 hours; it stays valid for 7 days. Your first export each year is free. You can only export your own data.",
        ],
        keywords: ["export", "download", "gdpr", "ccpa", "data", "copy", "json"],
      },
      {
        id: "delete-account",
        title: "Deleting your account",
        summary: "Deactivation is immediate; erasure follows after 30 days.",
        body: [
          "Open Delete Account, confirm the three checkboxes and press the red delete button (we also ask for your password). Your account is deactivated immediately: you cannot log in, your profile is hidden from search and any subscription is canceled.",
          "After 30 days your account is permanently erased. Ratings remain in anonymized form. To reactivate within the 30 days, contact support. Consider exporting your data first.",
        ],
        keywords: ["delete", "close account", "remove", "erase", "deactivate", "reactivate"],
      },
      {
        id: "notification-preferences",
        title: "Managing notifications",
        summary: "Choose which e-mails you receive.",
        body: [
          "Open Notifications and choose Preferences. Turn e-mail notifications on or off as a whole, or choose new rating, dispute updates, verification updates and subscription reminders individually. Marketing e-mails are off by default and independent of the rest.",
        ],
        keywords: ["notifications", "email", "preferences", "unsubscribe", "alerts"],
      },
    ],
  },
];

export interface HelpSearchHit {
  category: HelpCategory;
  article: HelpArticle;
  score: number;
}

/**
 * Instant client-side search: every word of the query must occur in the article (title, summary,
 * body or keywords); title and keyword hits rank higher.
 */
export function searchHelp(query: string, categories: HelpCategory[] = HELP_CATEGORIES): HelpSearchHit[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  const hits: HelpSearchHit[] = [];
  for (const category of categories) {
    for (const article of category.articles) {
      const title = article.title.toLowerCase();
      const keys = article.keywords.join(" ").toLowerCase();
      const text = `${article.summary} ${article.body.join(" ")} ${category.title}`.toLowerCase();
      let score = 0;
      let all = true;
      for (const w of words) {
        const s = (title.includes(w) ? 5 : 0) + (keys.includes(w) ? 3 : 0) + (text.includes(w) ? 1 : 0);
        if (s === 0) {
          all = false;
          break;
        }
        score += s;
      }
      if (all) hits.push({ category, article, score });
    }
  }
  return hits.sort((a, b) => b.score - a.score);
}
