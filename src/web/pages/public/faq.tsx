import { Link } from "react-router";
import { FAQ_GROUPS } from "../../../core/content/faq";
import { AnchorSection } from "../../features/marketing/anchor-section";
import { FaqAccordionIsland } from "../../features/marketing/faq-accordion";
import { PageHeader } from "../../features/marketing/page-header";
import { usePageMeta } from "../../features/marketing/use-page-meta";

export default function FaqPage() {
  usePageMeta(
    "Frequently Asked Questions",
    "Answers about Standing for employers and professionals: verification, ratings, disputes, strikes, privacy, plans and legal compliance.",
  );
  return (
    <>
      <PageHeader
        eyebrow="FAQ"
        title="Frequently Asked Questions"
        lead="Everything you need to know about ratings, verification, disputes and plans."
      />
      <div className="mx-auto max-w-3xl space-y-12 px-4 py-12 sm:px-6">
        <nav aria-label="FAQ topics" className="flex flex-wrap justify-center gap-2">
          {FAQ_GROUPS.map((g) => (
            <a
              key={g.id}
              href={`#${g.id}`}
              className="rounded-full border px-4 py-1.5 text-sm font-medium hover:border-primary hover:text-primary"
            >
              {g.title}
            </a>
          ))}
        </nav>
        {FAQ_GROUPS.map((group) => (
          <AnchorSection
            key={group.id}
            id={group.id}
            title={group.title}
            titleClassName="mb-4 text-2xl font-bold text-primary"
          >
            <FaqAccordionIsland groupId={group.id} />
          </AnchorSection>
        ))}
        <p className="rounded-lg bg-muted p-6 text-center">
          Still have questions? Search the{" "}
          <Link to="/help" className="font-medium text-primary underline">
            Help Center
          </Link>{" "}
          or{" "}
          <Link to="/contact" className="font-medium text-primary underline">
            contact us
          </Link>
          . We reply within 24 hours.
        </p>
      </div>
    </>
  );
}
