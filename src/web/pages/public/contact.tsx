import { Clock, Mail, MapPin, Phone } from "lucide-react";
import { COMPANY, DEPARTMENTS, email } from "../../../core/content/company";
import { ContactForm } from "../../features/marketing/contact-form";
import { PageHeader } from "../../features/marketing/page-header";
import { usePageMeta } from "../../features/marketing/use-page-meta";
import { island } from "../../prerender/island";

export function ContactPage() {
  usePageMeta(
    "Contact Us",
    "Contact Standing's sales, support, trust & safety, privacy and legal teams. We reply within 24 hours.",
  );
  return (
    <>
      <PageHeader
        eyebrow="Contact"
        title="Contact Us"
        lead="Questions about plans, verification, a rating or your data? We reply within 24 hours."
      />
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[1fr_22rem]">
        <ContactForm />
        <aside aria-labelledby="details-title" className="space-y-6">
          <h2 id="details-title" className="text-xl font-semibold">
            Contact details
          </h2>
          <ul className="space-y-4 text-sm">
            <li className="flex gap-3">
              <Mail className="size-5 shrink-0 text-primary" aria-hidden="true" />
              <a href={`mailto:${email("hello")}`} className="underline-offset-4 hover:underline">
                {email("hello")}
              </a>
            </li>
            <li className="flex gap-3">
              <Phone className="size-5 shrink-0 text-primary" aria-hidden="true" />
              <span>+1 (555) 010-2400</span>
            </li>
            <li className="flex gap-3">
              <Clock className="size-5 shrink-0 text-primary" aria-hidden="true" />
              <span>{COMPANY.supportHours}. Support replies within 24 hours.</span>
            </li>
            <li className="flex gap-3">
              <MapPin className="size-5 shrink-0 text-primary" aria-hidden="true" />
              <span>
                {COMPANY.legalName}, {COMPANY.city}
              </span>
            </li>
          </ul>
        </aside>
      </div>
      <section aria-labelledby="departments-title" className="bg-muted/60">
        <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
          <h2 id="departments-title" className="text-2xl font-bold text-primary">
            Department contacts
          </h2>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {DEPARTMENTS.map((d) => (
              <li key={d.name} className="rounded-lg border bg-background p-5">
                <h3 className="font-semibold">{d.name}</h3>
                <p className="mt-1 text-sm text-muted-foreground">{d.description}</p>
                <p className="mt-3 text-sm">
                  <a href={`mailto:${d.email}`} className="font-medium text-primary underline-offset-4 hover:underline">
                    {d.email}
                  </a>
                </p>
                {d.phone && <p className="text-sm text-muted-foreground">{d.phone}</p>}
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}

// The form is most of the page and reads the query (?reason=…): one island.
export default island("contact-page", ContactPage);
