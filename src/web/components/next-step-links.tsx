import { ArrowRight } from "lucide-react";
import { Link } from "react-router";

/** What is left to do, each a link with an arrow (the employer's overview, the professional's completeness card). */
export function NextStepLinks({
  steps,
  className = "grid gap-2",
}: {
  steps: readonly { key: string; label: string; href: string }[];
  className?: string;
}) {
  return (
    <ul className={className}>
      {steps.map((step) => (
        <li key={step.key}>
          <Link
            to={step.href}
            className="flex items-center justify-between gap-2 rounded-md border p-3 text-sm font-medium hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
          >
            {step.label}
            <ArrowRight className="size-4 shrink-0" aria-hidden="true" />
          </Link>
        </li>
      ))}
    </ul>
  );
}
