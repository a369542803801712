import { ExternalLink } from "lucide-react";
import type * as React from "react";
import type { ProfileDetails } from "../../../core/contracts/profile";
import { Empty } from "./profile-section";

type CertificationItem = ProfileDetails["certifications"][number];
type WorkItem = ProfileDetails["workHistory"][number];
type EducationItem = ProfileDetails["education"][number];

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** "2021-03" → "Mar 2021"; "2021" stays; anything else is shown as stored. */
export function formatProfileMonth(value: string): string {
  const m = /^(\d{4})-(\d{2})(?:-\d{2})?$/.exec(value);
  const month = m ? Number(m[2]) : 0;
  return m && month >= 1 && month <= 12 ? `${MONTHS[month - 1]} ${m[1]}` : value;
}

/** Compares "YYYY" or "YYYY-MM" with today: a bare year counts until its end. */
function isPast(value: string, now = new Date()): boolean {
  const m = /^(\d{4})(?:-(\d{2}))?/.exec(value);
  if (!m) return false;
  const year = Number(m[1]);
  const month = m[2] ? Number(m[2]) : 12;
  const current = now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
  return year * 12 + month < current;
}

/** Only http(s) links are rendered; the server already drops anything else, this keeps a stale cache honest. */
function safeHref(value: string | null): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === "https:" || url.protocol === "http:" ? url.toString() : null;
  } catch {
    return null;
  }
}

function period(start: string | null, end: string | null): string | null {
  if (!start && !end) return null;
  return `${start ? formatProfileMonth(start) : "?"} – ${end ? formatProfileMonth(end) : "Present"}`;
}

function years(e: EducationItem): string | null {
  if (e.startYear && e.endYear) return e.startYear === e.endYear ? String(e.endYear) : `${e.startYear} – ${e.endYear}`;
  if (e.endYear) return String(e.endYear);
  if (e.startYear) return `From ${e.startYear}`;
  return e.year;
}

/**
 * The frame of the profile's lists: one entry per stored item, in the stored order, under a rule on its left; `empty`
 * instead when there is none.
 */
function EntryList<T>({
  ordered = false,
  items,
  empty,
  entryClassName,
  children,
}: {
  ordered?: boolean;
  items: T[];
  empty?: string;
  entryClassName?: string;
  children: (item: T) => React.ReactNode;
}) {
  if (items.length === 0 && empty) return <Empty>{empty}</Empty>;
  const List = ordered ? "ol" : "ul";
  return (
    <List className="space-y-4 text-sm">
      {items.map((item, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: list order is the stored order
        <li key={i} className={["border-l-2 border-primary/30 pl-3", entryClassName].filter(Boolean).join(" ")}>
          {children(item)}
        </li>
      ))}
    </List>
  );
}

type ListProps<T> = { items: T[]; empty?: string };

export function WorkHistoryList({ items, empty }: ListProps<WorkItem>) {
  return (
    <EntryList ordered items={items} empty={empty}>
      {(w) => {
        const when = period(w.startDate, w.endDate);
        return (
          <>
            <p className="break-words font-medium">{w.title}</p>
            {w.company && <p className="break-words text-muted-foreground">{w.company}</p>}
            {when && <p className="text-xs text-muted-foreground">{when}</p>}
            {w.description && <p className="mt-1.5 whitespace-pre-line break-words leading-relaxed">{w.description}</p>}
          </>
        );
      }}
    </EntryList>
  );
}

export function EducationList({ items, empty }: ListProps<EducationItem>) {
  return (
    <EntryList items={items} empty={empty}>
      {(e) => {
        const when = years(e);
        return (
          <>
            <p className="break-words font-medium">{e.degree || e.school}</p>
            {e.field && <p className="break-words">{e.field}</p>}
            {e.degree && e.school && <p className="break-words text-muted-foreground">{e.school}</p>}
            {when && <p className="text-xs text-muted-foreground">{when}</p>}
          </>
        );
      }}
    </EntryList>
  );
}

export function CertificationList({ items, empty }: ListProps<CertificationItem>) {
  return (
    <EntryList items={items} empty={empty} entryClassName="grid gap-0.5">
      {(c) => {
        const issued = c.issuedDate ?? c.year;
        const expired = c.expiryDate ? isPast(c.expiryDate) : false;
        const dates = [
          issued && `Issued ${formatProfileMonth(issued)}`,
          c.expiryDate && `${expired ? "Expired" : "Expires"} ${formatProfileMonth(c.expiryDate)}`,
        ].filter(Boolean);
        const href = safeHref(c.credentialUrl);
        return (
          <>
            <p className="break-words font-medium">{c.name}</p>
            {c.issuer && <p className="break-words text-muted-foreground">{c.issuer}</p>}
            {dates.length > 0 && <p className="text-xs text-muted-foreground">{dates.join(" · ")}</p>}
            {href && (
              <a
                href={href}
                target="_blank"
                rel="noopener noreferrer nofollow"
                className="inline-flex min-h-6 w-fit items-center gap-1 text-xs font-medium text-primary underline-offset-2 hover:underline"
              >
                <ExternalLink className="size-3.5" aria-hidden="true" />
                Show credential<span className="sr-only"> for {c.name} (opens in a new tab)</span>
              </a>
            )}
          </>
        );
      }}
    </EntryList>
  );
}
