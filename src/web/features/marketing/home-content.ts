import {
  BadgeCheck,
  BarChart3,
  EyeOff,
  Gavel,
  ListChecks,
  QrCode,
  Search,
  ShieldCheck,
  SlidersHorizontal,
  UserCheck,
} from "lucide-react";

/** The home page's benefit cards and its four steps (Verify, Rate, Claim, Hire). */
export const BENEFITS = [
  {
    icon: BadgeCheck,
    title: "Verified employers only",
    text: "Every rating comes from a business verified by EIN, business e-mail or state registration.",
  },
  {
    icon: EyeOff,
    title: "Anonymous, yet accountable",
    text: "The rater's identity is hidden publicly and kept in our audit logs, so every rating stays traceable.",
  },
  {
    icon: ListChecks,
    title: "Structured and comparable",
    text: "15 fixed categories scored 1 to 5, with no free text: fast to read, fair to compare.",
  },
  {
    icon: SlidersHorizontal,
    title: "Professionals in control",
    text: "Claim your profile, add credentials and choose Public, Employers Only or Private at any time.",
  },
  {
    icon: Gavel,
    title: "Disputes reviewed by people",
    text: "Moderators weigh evidence from both sides. Inaccurate ratings come down and the employer gets a strike.",
  },
  {
    icon: BarChart3,
    title: "Insights that matter",
    text: "Analytics for hiring teams, benchmarks and QR sharing for professionals on paid plans.",
  },
];

export const STEPS = [
  {
    icon: UserCheck,
    title: "Verify",
    text: "Employers verify their business in 1-3 business days. Professionals sign up free.",
  },
  {
    icon: ShieldCheck,
    title: "Rate",
    text: "Verified employers rate current and former employees on 15 job-related categories.",
  },
  {
    icon: QrCode,
    title: "Claim",
    text: "Professionals claim their profile, add credentials and share it with the employers they choose.",
  },
  {
    icon: Search,
    title: "Hire",
    text: "Hiring teams search verified reputations and make better-informed decisions, faster.",
  },
];
