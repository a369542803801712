import { useQuery } from "@tanstack/react-query";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card";
import { fetchProfileLookups } from "./privacy-api";

const monthName = (ym: string) =>
  new Date(`${ym}-01T00:00:00Z`).toLocaleDateString(undefined, { month: "long", year: "numeric", timeZone: "UTC" });

/**
 * Who looked at my profile, without naming anyone (issue 18 §5): by complete month and viewer kind, small counts
 * hidden, an industry named only with enough viewers, and a second count hidden with a small one (D302).
 */
export function ProfileLookupsCard() {
  const q = useQuery({ queryKey: ["professional", "profile-lookups"], queryFn: fetchProfileLookups });
  const few = (n: number | null) => (n === null ? "not shown" : String(n));
  return (
    <Card>
      <CardHeader>
        <CardTitle>Who looked up your profile</CardTitle>
        <CardDescription>
          Views by month and kind of viewer, for the last 12 complete months. No viewer is ever named. An industry is
          named only when at least {q.data?.suppressedBelow ?? 3} of its employers looked; a number below that is not
          shown, and neither is one other number that would give it away.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {q.isPending ? (
          <p className="text-sm text-muted-foreground">Loading…</p>
        ) : q.isError ? (
          <p className="text-sm text-destructive">Failed to load profile lookups</p>
        ) : q.data.months.length === 0 ? (
          <p className="text-sm text-muted-foreground">No one looked up your profile in the last 12 complete months.</p>
        ) : (
          <ul className="grid gap-4">
            {q.data.months.map((m) => (
              <li key={m.month}>
                <p className="font-medium">{monthName(m.month)}</p>
                <ul className="mt-1 text-sm text-muted-foreground">
                  {m.employers.map((e) => (
                    <li key={e.industry}>
                      Employers in {e.industry}: {few(e.count)}
                    </li>
                  ))}
                  <li>
                    {m.employers.length > 0 ? "Employers in other industries" : "Employers"}: {few(m.otherEmployers)}
                  </li>
                  <li>Professionals: {few(m.professionals)}</li>
                  <li>Visitors: {few(m.visitors)}</li>
                </ul>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
