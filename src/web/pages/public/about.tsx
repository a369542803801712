import { Eye, Lock, Scale, ShieldCheck } from "lucide-react";
import type * as React from "react";
import { MARKETING_CLAIMS } from "../../../core/content/marketing";
import { BRAND, MARKETING } from "../../../core/messages";
import { ButtonLinks } from "../../components/button-links";
import { FeatureCards, IconPoints } from "../../features/marketing/icon-cards";
import { PageHeader } from "../../features/marketing/page-header";
import { usePageMeta } from "../../features/marketing/use-page-meta";

const PRINCIPLES = [
  {
    icon: ShieldCheck,
    title: "Integrity",
    text: "Only verified businesses rate, only people they employed, and every rating stays traceable in our audit logs.",
  },
  {
    icon: Scale,
    title: "Fairness",
    text: "The same 15 job-related categories for everyone, no free text, and a dispute process reviewed by people.",
  },
  {
    icon: Eye,
    title: "Transparency",
    text: "Professionals see every rating they receive, and our rules, limits and strike system are published in full.",
  },
  {
    icon: Lock,
    title: "Privacy",
    text: "Professionals choose who sees their profile. We never sell personal data and we keep only what the network needs.",
  },
];

const BADGES = [
  { title: "Not a consumer reporting agency", text: "Ratings are opinions, never the sole basis for a decision." },
  { title: "Verified employers", text: "EIN, business e-mail or state registration checks." },
  { title: "Privacy by design", text: "Export within 24 hours, deletion after a 30-day grace period." },
  { title: "Breach notice in 72 hours", text: "Encryption in transit, 2FA and passkeys, audited access." },
  { title: "18+ and one account per person", text: "One e-mail cannot hold both the employer and professional role." },
  { title: "Human moderation", text: "Flagged ratings and every dispute are reviewed by people." },
];

/** A full-width muted band with a centred heading (the principles, compliance and trust). */
function Band({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="bg-muted/60">
      <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6">
        <h2 id={id} className="text-center text-2xl font-bold text-primary">
          {title}
        </h2>
        {children}
      </div>
    </section>
  );
}

export default function AboutPage() {
  usePageMeta(
    "About Standing",
    "Our mission is to make good work verifiable. Learn about Standing's principles: integrity, fairness, transparency and privacy.",
  );
  return (
    <>
      <PageHeader eyebrow="About us" title="About Standing" lead={`Standing is ${BRAND.tagline}.`} />

      <section aria-labelledby="mission-title" className="mx-auto max-w-3xl px-4 py-14 sm:px-6">
        <h2 id="mission-title" className="text-2xl font-bold text-primary">
          Our mission
        </h2>
        <p className="mt-4 text-lg leading-8">
          Make good work verifiable. A person who shows up, does the job well and lifts the people around them should be
          able to prove it, and an employer should be able to rely on that proof. We build the trusted record that makes
          both possible.
        </p>
      </section>

      <Band id="principles-title" title="Our principles">
        <FeatureCards
          items={PRINCIPLES}
          className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4"
          itemClassName="rounded-lg bg-background p-6 shadow-sm"
        />
      </Band>

      <section aria-labelledby="story-title" className="mx-auto max-w-3xl space-y-4 px-4 py-14 leading-8 sm:px-6">
        <h2 id="story-title" className="text-2xl font-bold text-primary">
          Our story
        </h2>
        <p>
          Standing started with a simple frustration. Our founders had spent years hiring for hospitals, warehouses and
          restaurants, where a single reliable hire changes a team. Yet reference checks told them almost nothing: most
          former employers would confirm only dates of employment, and the references candidates chose were rarely
          candid.
        </p>
        <p>
          At the same time, the people they hired had no way to carry their record with them. Years of perfect
          attendance and glowing reviews stayed locked in a previous employer's files.
        </p>
        <p>
          So we designed a network around a few firm rules: only verified businesses rate, ratings use fixed job-related
          categories with no free text, raters stay anonymous to the public but accountable to us, and professionals can
          see and dispute everything. Today more than 8,000 professionals and 2,500 businesses use Standing.
        </p>
        <dl className="grid grid-cols-3 gap-4 pt-4 text-center">
          {MARKETING_CLAIMS.map((c) => (
            <div key={c.label} className="flex flex-col-reverse rounded-lg border p-4">
              <dt className="text-xs uppercase tracking-wide text-muted-foreground">{c.label}</dt>
              <dd className="text-2xl font-bold text-primary">{c.value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <Band id="compliance-title" title="Compliance and trust">
        <IconPoints
          items={BADGES}
          icon={ShieldCheck}
          className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
          itemClassName="flex gap-3 rounded-lg border bg-background p-5"
          iconClassName="mt-0.5 size-6 shrink-0 text-accent-foreground"
        />
        <ButtonLinks
          className="mt-10 flex flex-wrap justify-center gap-3"
          links={[
            { to: "/signup", label: MARKETING.getStartedFree },
            { to: "/contact", label: MARKETING.contactSales, variant: "outline" },
          ]}
        />
      </Band>
    </>
  );
}
