import { ArrowRight, BadgeCheck } from "lucide-react";
import { Link } from "react-router";
import { MARKETING_CLAIMS } from "../../../core/content/marketing";
import { BRAND, MARKETING } from "../../../core/messages";
import { ButtonLinks } from "../../components/button-links";
import { HeroSearchIsland } from "../../features/marketing/hero-search";
import { BENEFITS, STEPS } from "../../features/marketing/home-content";
import { FeatureCards } from "../../features/marketing/icon-cards";
import { HomeTestimonialsIsland } from "../../features/marketing/testimonials-carousel";
import { usePageMeta } from "../../features/marketing/use-page-meta";

export default function HomePage() {
  usePageMeta(
    "The verified reputation network",
    "Standing is the verified reputation network for today's workforce: structured ratings from verified employers that professionals can claim, control and dispute.",
  );
  return (
    <>
      <section className="bg-gradient-to-b from-secondary to-background">
        <div className="mx-auto max-w-5xl px-4 pt-14 pb-16 text-center sm:px-6 sm:pt-20 sm:pb-24">
          <p className="inline-flex items-center gap-2 rounded-full border bg-background px-3 py-1 text-sm font-medium text-primary">
            <BadgeCheck className="size-4 text-accent-foreground" aria-hidden="true" />
            Only verified businesses can rate
          </p>
          <h1 className="mt-6 text-4xl font-bold tracking-tight text-primary sm:text-6xl">
            Your work, verified.
            <span className="mt-2 block text-2xl font-semibold text-foreground sm:text-3xl">
              Standing is {BRAND.tagline}.
            </span>
          </h1>
          <p className="mx-auto mt-6 max-w-2xl text-lg text-muted-foreground">
            Verified employers rate the people they worked with on 15 structured categories. Professionals claim their
            profile, control who sees it, and can dispute any rating.
          </p>
          <HeroSearchIsland />
          <ButtonLinks
            className="mt-8 flex flex-wrap justify-center gap-3"
            links={[
              {
                to: "/auth",
                label: (
                  <>
                    {MARKETING.getStarted} <ArrowRight aria-hidden="true" />
                  </>
                ),
              },
              { to: "/how-it-works", label: MARKETING.learnMore, variant: "outline" },
            ]}
          />
        </div>
      </section>

      <section aria-labelledby="benefits-title" className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id="benefits-title" className="text-3xl font-bold tracking-tight">
            References you can actually trust
          </h2>
          <p className="mt-3 text-muted-foreground">
            Built for employers who need a reliable signal and for professionals who deserve a fair record.
          </p>
        </div>
        <FeatureCards
          items={BENEFITS}
          className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
          itemClassName="rounded-lg border bg-card p-6 shadow-sm"
        />
      </section>

      <section aria-labelledby="steps-title" className="bg-muted/60">
        <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
          <h2 id="steps-title" className="text-center text-3xl font-bold tracking-tight">
            How it works
          </h2>
          <ol className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {STEPS.map(({ icon: Icon, title, text }, i) => (
              <li key={title} className="relative rounded-lg bg-background p-6 shadow-sm">
                <span className="flex size-10 items-center justify-center rounded-full bg-primary text-primary-foreground">
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                <h3 className="mt-4 font-semibold">
                  <span className="text-muted-foreground">Step {i + 1}. </span>
                  {title}
                </h3>
                <p className="mt-2 text-sm text-muted-foreground">{text}</p>
              </li>
            ))}
          </ol>
          <p className="mt-8 text-center">
            <Link to="/how-it-works" className="font-medium text-primary underline-offset-4 hover:underline">
              See the full process and the 15 rating categories
            </Link>
          </p>
        </div>
      </section>

      <section aria-label="Standing in numbers" className="bg-primary text-primary-foreground">
        <dl className="mx-auto grid max-w-5xl grid-cols-3 gap-3 px-4 py-12 text-center sm:gap-8 sm:px-6 sm:py-14">
          {MARKETING_CLAIMS.map((c) => (
            <div key={c.label} className="flex flex-col-reverse">
              <dt className="mt-1 text-xs uppercase tracking-wider text-primary-foreground/85 sm:text-sm">{c.label}</dt>
              <dd className="text-2xl font-bold tabular-nums min-[420px]:text-3xl sm:text-5xl">{c.value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section aria-labelledby="testimonials-title" className="px-4 py-16 sm:px-6">
        <h2 id="testimonials-title" className="mb-8 text-center text-3xl font-bold tracking-tight">
          Trusted by employers and professionals
        </h2>
        <HomeTestimonialsIsland />
      </section>

      <section aria-labelledby="cta-title" className="px-4 pb-16 sm:px-6">
        <div className="mx-auto max-w-5xl rounded-2xl bg-gradient-to-br from-primary to-[#1d5a85] px-6 py-12 text-center text-primary-foreground sm:px-12">
          <h2 id="cta-title" className="text-3xl font-bold tracking-tight">
            Ready to build a verified workforce?
          </h2>
          <p className="mx-auto mt-3 max-w-xl text-primary-foreground/85">
            Start free today. Verified Pro and Enterprise plans unlock higher allowances, bulk upload and analytics.
          </p>
          <ButtonLinks
            className="mt-8 flex flex-wrap justify-center gap-3"
            links={[
              { to: "/signup", label: MARKETING.getStartedFree, variant: "secondary" },
              {
                to: "/contact",
                label: MARKETING.contactSales,
                variant: "outline",
                className:
                  "border-primary-foreground/60 bg-transparent text-primary-foreground hover:bg-primary-foreground/10",
              },
            ]}
          />
        </div>
      </section>
    </>
  );
}
