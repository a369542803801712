import { BadgeCheck, Briefcase, ShieldCheck, User } from "lucide-react";
import { island } from "../../prerender/island";
import { IconPoints } from "./icon-cards";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "./tabs";

interface Step {
  title: string;
  text: string;
}

function Steps({ steps }: { steps: Step[] }) {
  return (
    <ol className="mx-auto grid max-w-4xl gap-4">
      {steps.map((s, i) => (
        <li key={s.title} className="flex gap-4 rounded-lg border bg-card p-5 shadow-sm">
          <span
            aria-hidden="true"
            className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary font-semibold text-primary-foreground"
          >
            {i + 1}
          </span>
          <div>
            <h3 className="font-semibold">{s.title}</h3>
            <p className="mt-1 text-sm text-muted-foreground">{s.text}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}

const EMPLOYER_STEPS: Step[] = [
  {
    title: "Create your employer account",
    text: "Sign up with your business e-mail address, company name and company website. The e-mail domain must match your website.",
  },
  {
    title: "Verify your business",
    text: "Choose EIN, business-domain e-mail or state registration. Verification takes 1-3 business days; only verified businesses can rate.",
  },
  {
    title: "Add your team",
    text: "Add employees one by one or upload your roster in bulk (First Name, Last Name, City and State; LinkedIn optional).",
  },
  {
    title: "Rate current and former employees",
    text: "Score 15 categories from 1 to 5. No free text. You can edit or delete a rating for 24 hours, then it locks.",
  },
  {
    title: "Search and look up candidates",
    text: "Search by name, location or industry and view full profiles within your daily allowance: 5 free, 50 on Verified Pro, unlimited on Enterprise.",
  },
];

const PROFESSIONAL_STEPS: Step[] = [
  {
    title: "Sign up free",
    text: "Create a professional account. You must be 18 or older, and each person may have one account.",
  },
  {
    title: "Claim your profile",
    text: "Find the profile employers created for you, or start a new one. Import details from your professional networking profile if you like.",
  },
  {
    title: "Add credentials",
    text: "Certifications, work history, education, a headline and bio, and your résumé.",
  },
  {
    title: "Choose who sees it",
    text: "Public, Employers Only or Private. Change it whenever you want.",
  },
  {
    title: "Review and dispute",
    text: "See every rating you receive. You cannot reply, but you can dispute any rating you believe is wrong, with evidence.",
  },
];

const VERIFICATION_POINTS = [
  {
    title: "Business verification",
    text: "EIN, business-domain e-mail or state registration, reviewed in 1-3 business days (most in 24-48 hours).",
  },
  {
    title: "Anonymous to the public, traceable to us",
    text: "Ratings never show the employer. The link is kept in audit logs so moderators can investigate.",
  },
  {
    title: "Automated flagging, human review",
    text: "Biased language and suspicious patterns are flagged automatically and always reviewed by a person.",
  },
  {
    title: "Disputes",
    text: "Reasons: Never worked there, Factual inaccuracy, Discrimination, Retaliation. The employer learns which of its ratings is disputed and why, never the professional's statement or evidence.",
  },
  {
    title: "Strikes",
    text: "1: warning and rating removal. 2: warning and 30-day rating suspension. 3: permanent suspension. Appeals within 30 days.",
  },
  {
    title: "Not a consumer reporting agency",
    text: "Ratings are subjective opinions and may not be the sole basis for employment decisions.",
  },
];

/** The three tabs of /how-it-works, For Employers first (SPEC §2). */
export function HowItWorksTabs() {
  return (
    <Tabs defaultValue="employers" className="flex flex-col items-center">
      <TabsList aria-label="Who is it for">
        <TabsTrigger value="employers">
          <Briefcase aria-hidden="true" />
          For Employers
        </TabsTrigger>
        <TabsTrigger value="professionals">
          <User aria-hidden="true" />
          For Professionals
        </TabsTrigger>
        <TabsTrigger value="verification">
          <ShieldCheck aria-hidden="true" />
          Verification System
        </TabsTrigger>
      </TabsList>
      <TabsContent value="employers" className="w-full">
        <h2 className="mb-6 text-center text-2xl font-bold">Rate employees and find talent</h2>
        <Steps steps={EMPLOYER_STEPS} />
      </TabsContent>
      <TabsContent value="professionals" className="w-full">
        <h2 className="mb-6 text-center text-2xl font-bold">Build your verified reputation</h2>
        <Steps steps={PROFESSIONAL_STEPS} />
      </TabsContent>
      <TabsContent value="verification" className="w-full">
        <h2 className="mb-6 text-center text-2xl font-bold">Trust built into every rating</h2>
        <IconPoints
          items={VERIFICATION_POINTS}
          icon={BadgeCheck}
          className="mx-auto grid max-w-5xl gap-4 sm:grid-cols-2"
          itemClassName="flex gap-3 rounded-lg border bg-card p-5 shadow-sm"
          iconClassName="mt-0.5 size-5 shrink-0 text-accent-foreground"
        />
      </TabsContent>
    </Tabs>
  );
}

export const HowItWorksTabsIsland = island("how-it-works-tabs", HowItWorksTabs);
