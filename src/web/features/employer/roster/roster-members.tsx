import { Star } from "lucide-react";
import { Link } from "react-router";
import type { RosterMember } from "../../../../core/contracts/employer";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { Card, CardContent } from "../../../components/ui/card";
import { Skeleton } from "../../../components/ui/skeleton";
import { employmentLine, INVITATION_LABELS, personDetails } from "../roster-labels";

/** Nobody on the roster yet: where to add people. */
export function EmptyRoster() {
  return (
    <Card>
      <CardContent className="grid justify-items-start gap-3 p-6 text-sm text-muted-foreground">
        <p>No one is on your roster yet. Add the people you employ, one at a time or from a CSV file.</p>
        <Button asChild variant="outline" size="sm">
          <Link to="/dashboard/employer/upload">Add employees</Link>
        </Button>
      </CardContent>
    </Card>
  );
}

/** People on the roster, none matching: a way to clear the search and filters. */
export function NoRosterMatch({ onClear }: { onClear: () => void }) {
  return (
    <Card>
      <CardContent className="grid justify-items-start gap-3 p-6 text-sm">
        <p className="font-medium">No one on your roster matches</p>
        <p className="text-muted-foreground">Try another name, or clear the search and filters.</p>
        <Button variant="outline" size="sm" onClick={onClear}>
          Clear search and filters
        </Button>
      </CardContent>
    </Card>
  );
}

export function MemberRow({ member: m }: { member: RosterMember }) {
  const name = `${m.firstName} ${m.lastName}`;
  const details = personDetails(m);
  return (
    <li>
      <Card>
        <CardContent className="flex flex-wrap items-center justify-between gap-3 p-4">
          <div className="grid min-w-0 gap-1.5">
            <p className="font-semibold">{name}</p>
            {details && <p className="text-sm text-muted-foreground">{details}</p>}
            <p className="text-sm">{employmentLine(m)}</p>
            <div className="flex flex-wrap gap-1.5">
              <Badge variant={m.claimed ? "success" : "outline"}>{m.claimed ? "Claimed" : "Not claimed"}</Badge>
              <Badge variant="outline">{INVITATION_LABELS[m.invitation]}</Badge>
              <Badge variant={m.rating ? "secondary" : "outline"}>{m.rating ? "Rated" : "Not rated"}</Badge>
            </div>
          </div>
          {!m.rating ? (
            <Button asChild size="sm">
              <Link to={`/dashboard/employer/rate?person=${m.professionalId}`} aria-label={`Rate ${name}`}>
                <Star aria-hidden="true" /> Rate
              </Link>
            </Button>
          ) : m.rating.editable ? (
            <Button asChild size="sm" variant="outline">
              <Link to={`/dashboard/employer/rate?edit=${m.rating.id}`} aria-label={`Edit your rating of ${name}`}>
                Edit rating
              </Link>
            </Button>
          ) : null}
        </CardContent>
      </Card>
    </li>
  );
}

export function RosterSkeleton() {
  return (
    <div className="grid gap-3">
      <span role="status" className="sr-only">
        Loading your roster
      </span>
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} className="h-28 w-full" />
      ))}
    </div>
  );
}
