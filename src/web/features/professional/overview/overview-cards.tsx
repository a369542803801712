import { Bell } from "lucide-react";
import type * as React from "react";
import { Link } from "react-router";
import type { ProfessionalOverview } from "../../../../core/contracts/professional";
import { employmentStatusLabel } from "../../../../core/messages";
import { formatAverage } from "../../../../core/rating-categories";
import { Badge } from "../../../components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import { monthYear } from "../../../lib/local-time";
import { AllowanceMeter } from "../../employer/status-pieces";
import { relativeTime } from "./overview-api";

/** A card's header: its title on the left, and where to go from it on the right (when there is somewhere). */
function LinkedHeader({ link, children }: { link?: { to: string; label: string }; children: React.ReactNode }) {
  return (
    <CardHeader className="flex-row flex-wrap items-center justify-between gap-2">
      {children}
      {link && (
        <Link className="text-sm font-medium text-primary underline" to={link.to}>
          {link.label}
        </Link>
      )}
    </CardHeader>
  );
}

export function LookupsCard({ data }: { data: ProfessionalOverview }) {
  return (
    <Card>
      <CardHeader>
        <CardDescription>Profile lookups today</CardDescription>
      </CardHeader>
      <CardContent>
        <AllowanceMeter label="Lookups" allowance={data.allowance} />
      </CardContent>
    </Card>
  );
}

export function PlanCard({ data }: { data: ProfessionalOverview }) {
  return (
    <Card>
      <LinkedHeader link={{ to: "/dashboard/professional/billing", label: "Billing and plans" }}>
        <div className="grid gap-1">
          <CardDescription>Plan</CardDescription>
          <CardTitle>{data.plan.name}</CardTitle>
        </div>
      </LinkedHeader>
    </Card>
  );
}

export function ActivityCard({ data }: { data: ProfessionalOverview }) {
  const now = Date.now();
  return (
    <Card>
      <LinkedHeader
        link={data.recentActivity.length > 0 ? { to: "/notifications", label: "All notifications" } : undefined}
      >
        <CardTitle>Recent activity</CardTitle>
      </LinkedHeader>
      <CardContent>
        {data.recentActivity.length === 0 ? (
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <Bell className="size-4" aria-hidden="true" /> Nothing yet. New ratings and updates will show here.
          </p>
        ) : (
          <ul className="divide-y">
            {data.recentActivity.map((a) => {
              const body = (
                <>
                  <span className="flex items-center gap-2 font-medium">
                    {!a.read && (
                      <>
                        <span className="size-2 shrink-0 rounded-full bg-primary" aria-hidden="true" />
                        <span className="sr-only">Unread:</span>
                      </>
                    )}
                    {a.title}
                  </span>
                  <span className="text-muted-foreground">{a.message}</span>
                  <span className="text-xs text-muted-foreground">{relativeTime(a.createdAt, now)}</span>
                </>
              );
              return (
                <li key={a.id} className="py-2.5 text-sm">
                  {a.link ? (
                    <Link to={a.link} className="grid gap-0.5 rounded-sm hover:underline focus-visible:outline-2">
                      {body}
                    </Link>
                  ) : (
                    <div className="grid gap-0.5">{body}</div>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

/** The latest ratings (month, employment status, score), never the employer. */
export function RecentRatingsCard({ data }: { data: ProfessionalOverview }) {
  return (
    <Card>
      <LinkedHeader link={{ to: "/dashboard/professional/disputes", label: "Dispute a rating" }}>
        <CardTitle>Recent ratings</CardTitle>
      </LinkedHeader>
      <CardContent>
        {data.ratings.recent.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            No ratings yet. Verified employers you worked for can rate you; their names are never shown.
          </p>
        ) : (
          <ul className="divide-y">
            {data.ratings.recent.map((r) => (
              <li key={r.id} className="flex items-center justify-between gap-2 py-2.5 text-sm">
                <span className="grid">
                  <span>{monthYear(r.month)}</span>
                  <span className="text-xs text-muted-foreground">{employmentStatusLabel(r.employmentStatus)}</span>
                </span>
                <span className="flex items-center gap-2">
                  {r.underDispute && <Badge variant="outline">Under dispute</Badge>}
                  <span className="font-medium tabular-nums">{formatAverage(r.score)} / 5.0</span>
                </span>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
