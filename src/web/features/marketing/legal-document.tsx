import { Link } from "react-router";
import type { LegalBlock, LegalDocument } from "../../../core/content/legal/types";
import { AnchorSection } from "./anchor-section";
import { PageHeader } from "./page-header";
import { usePageMeta } from "./use-page-meta";

function Block({ block }: { block: LegalBlock }) {
  if (typeof block === "string") return <p>{block}</p>;
  return (
    <ul className="list-disc space-y-2 pl-6">
      {block.list.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

/** /terms, /privacy and /fair-use: numbered sections with a table of contents. */
export function LegalDocumentPage({ doc }: { doc: LegalDocument }) {
  usePageMeta(doc.title, doc.description);
  return (
    <>
      <PageHeader eyebrow="Legal" title={doc.title} lead={`Last updated ${doc.lastUpdated}`} />
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[16rem_1fr]">
        <nav aria-label="Sections" className="lg:sticky lg:top-24 lg:self-start">
          <h2 className="mb-3 text-sm font-semibold uppercase tracking-wide text-muted-foreground">On this page</h2>
          <ol className="space-y-1.5 text-sm">
            {doc.sections.map((s, i) => (
              <li key={s.id}>
                <a className="text-muted-foreground hover:text-primary hover:underline" href={`#${s.id}`}>
                  {i + 1}. {s.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <article className="min-w-0 space-y-10 leading-7">
          <p className="text-lg">{doc.intro}</p>
          {doc.sections.map((s, i) => (
            <AnchorSection
              key={s.id}
              id={s.id}
              title={`${i + 1}. ${s.title}`}
              className="space-y-3"
              titleClassName="text-xl font-semibold text-primary"
            >
              {s.blocks.map((b) => (
                <Block key={typeof b === "string" ? b : b.list.join("|")} block={b} />
              ))}
            </AnchorSection>
          ))}
          <p className="border-t pt-6 text-sm text-muted-foreground">
            See also our{" "}
            <Link to="/terms" className="underline">
              Terms of Service
            </Link>
            ,{" "}
            <Link to="/privacy" className="underline">
              Privacy Policy
            </Link>{" "}
            and{" "}
            <Link to="/fair-use" className="underline">
              Fair Use Policy
            </Link>
            . Questions?{" "}
            <Link to="/contact" className="underline">
              Contact us
            </Link>
            .
          </p>
        </article>
      </div>
    </>
  );
}
