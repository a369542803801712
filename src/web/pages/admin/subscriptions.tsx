import { useState } from "react";
import { BILLING_STATES } from "../../../core/contracts/billing";
import { formatPrice, SUBSCRIPTION_TYPES } from "../../../core/plans";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card";
import { Label } from "../../components/ui/label";
import { PageSpinner } from "../../components/ui/spinner";
import { useAdminBillingEvents, useAdminSubscriptions } from "../../features/billing/billing-api";
import { usePageMeta } from "../../features/marketing/use-page-meta";

const selectClass = "h-10 rounded-md border border-input bg-background px-3 text-sm";

const FILTERS = [
  { key: "plan", id: "filter-plan", label: "Plan", all: "All plans", choices: SUBSCRIPTION_TYPES },
  { key: "state", id: "filter-state", label: "Status", all: "All statuses", choices: BILLING_STATES },
] as const;

/** A filter over one column: "all" (the empty value) or one of its values. */
function ChoiceFilter({
  id,
  label,
  all,
  choices,
  value,
  onChange,
}: {
  id: string;
  label: string;
  all: string;
  choices: readonly string[];
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <div className="grid gap-1">
      <Label htmlFor={id}>{label}</Label>
      <select id={id} className={selectClass} value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">{all}</option>
        {choices.map((choice) => (
          <option key={choice} value={choice}>
            {choice}
          </option>
        ))}
      </select>
    </div>
  );
}

/** /admin/subscriptions (issue 17): every subscription, filters, MRR, and one subscription's event history. */
export default function AdminSubscriptionsPage() {
  usePageMeta("Subscriptions", "Every subscription, monthly recurring revenue and provider events.");
  const [filters, setFilters] = useState({ plan: "", state: "" });
  const [selected, setSelected] = useState<{ userId: string; email: string } | null>(null);
  const list = useAdminSubscriptions(filters);
  const events = useAdminBillingEvents(selected?.userId ?? null);
  return (
    <section className="mx-auto grid w-full max-w-6xl grid-cols-[minmax(0,1fr)] gap-6 px-4 py-8 sm:px-6">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">Subscriptions</h1>
        <p className="text-muted-foreground">Every account's plan as mirrored from the payment provider.</p>
      </div>
      <div className="flex flex-wrap items-end gap-4">
        {FILTERS.map(({ key, ...filter }) => (
          <ChoiceFilter
            key={key}
            {...filter}
            value={filters[key]}
            onChange={(value) => setFilters({ ...filters, [key]: value })}
          />
        ))}
        {list.data && (
          <Card className="ml-auto">
            <CardHeader className="py-3">
              <CardDescription>Monthly recurring revenue</CardDescription>
              <CardTitle data-testid="mrr">{formatPrice(list.data.mrrCents)}</CardTitle>
            </CardHeader>
          </Card>
        )}
      </div>
      {list.isPending && <PageSpinner />}
      {list.isError && <p role="alert">{list.error.message}</p>}
      {list.data && (
        <div className="relative overflow-x-auto rounded-lg border">
          <table className="w-full text-left text-sm">
            <thead className="bg-muted/50 text-muted-foreground">
              <tr>
                {["Account", "Plan", "Status", "Monthly", "Period end"].map((heading) => (
                  <th key={heading} className="px-3 py-2 font-medium">
                    {heading}
                  </th>
                ))}
                <th className="px-3 py-2 font-medium">
                  <span className="sr-only">Events</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {list.data.subscriptions.map((s) => (
                <tr key={s.userId} className="border-t">
                  <td className="px-3 py-2">
                    <div className="font-medium">{s.name}</div>
                    <div className="text-muted-foreground">{s.email}</div>
                  </td>
                  <td className="px-3 py-2">
                    {s.plan}
                    {s.interval ? ` (${s.interval}ly)` : ""}
                  </td>
                  <td className="px-3 py-2">{s.state}</td>
                  <td className="px-3 py-2">{formatPrice(s.monthlyCents)}</td>
                  <td className="px-3 py-2">
                    {s.currentPeriodEnd ? new Date(s.currentPeriodEnd).toLocaleDateString() : "—"}
                  </td>
                  <td className="px-3 py-2">
                    <Button
                      size="sm"
                      variant="outline"
                      onClick={() => setSelected({ userId: s.userId, email: s.email })}
                    >
                      Events<span className="sr-only"> of {s.email}</span>
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {list.data.subscriptions.length === 0 && <p className="p-4 text-sm">No subscriptions match.</p>}
        </div>
      )}
      {selected && (
        <Card>
          <CardHeader>
            <CardDescription>Event history</CardDescription>
            <CardTitle className="text-lg">{selected.email}</CardTitle>
          </CardHeader>
          <CardContent>
            {events.isPending && <PageSpinner />}
            {events.data && events.data.events.length === 0 && <p className="text-sm">No provider events.</p>}
            <ol className="grid gap-2 text-sm">
              {events.data?.events.map((e) => (
                <li key={e.id} className="rounded-md border p-2">
                  <div className="font-mono text-xs text-muted-foreground">
                    {new Date(e.createdAt).toLocaleString()} · {e.id}
                  </div>
                  <div className="font-medium">{e.type}</div>
                  <div className="text-muted-foreground">{e.outcome}</div>
                </li>
              ))}
            </ol>
          </CardContent>
        </Card>
      )}
    </section>
  );
}
