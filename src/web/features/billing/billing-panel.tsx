import { Check, CreditCard, ExternalLink, FileText } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { type BillingInterval, PRICE_CATALOG } from "../../../core/billing";
import type { BillingOverview } from "../../../core/contracts/billing";
import { FREE_PLAN_FEATURES, formatPrice, PAID_PLANS } from "../../../core/plans";
import { IconList } from "../../components/icon-list";
import { ErrorNote } from "../../components/page-states";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card";
import { Skeleton } from "../../components/ui/skeleton";
import { AllowanceMeter } from "../employer/status-pieces";
import { ApiKeysCard } from "./api-keys-card";
import { openPortal, useBillingAction, useBillingOverview } from "./billing-api";
import { useCheckout } from "./start-checkout";

const STATE_LABELS: Record<BillingOverview["state"], string> = {
  free: "Free plan",
  active: "Active",
  canceling: "Cancels at period end",
  past_due: "Payment failed",
  lapsed: "Ended",
};

const day = (iso: string) =>
  new Date(iso).toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric" });
const money = (cents: number) => formatPrice(cents);

/**
 * The billing page for either role (issue 17), GitHub's shape: plan and status, usage against each limit, the next
 * charge, the payment method, invoices, and the actions (change plan, cancel or resume, the provider's portal).
 */
export function BillingPanel() {
  const overview = useBillingOverview();
  const action = useBillingAction();
  const checkout = useCheckout();
  const [confirmCancel, setConfirmCancel] = useState(false);
  if (overview.isPending)
    return (
      <div role="status" aria-label="Loading billing">
        <Skeleton className="h-64 w-full" />
      </div>
    );
  if (overview.isError) return <ErrorNote message={overview.error.message} onRetry={() => overview.refetch()} />;
  const b = overview.data;
  const paid = b.plan !== "free" ? PAID_PLANS[b.plan] : null;
  const features = paid?.features ?? FREE_PLAN_FEATURES[b.userType];
  const plansForMe = PRICE_CATALOG.filter((p) => p.userType === b.userType);
  const run = (input: Parameters<typeof action.mutate>[0], done: string) =>
    action.mutate(input, {
      onSuccess: () => toast.success(done),
      onError: (e) => toast.error(e.message),
    });

  return (
    <div className="grid gap-4 lg:grid-cols-2 [&>*]:min-w-0">
      <Card>
        <CardHeader>
          <CardDescription>Current plan</CardDescription>
          <CardTitle className="flex flex-wrap items-center gap-2 text-2xl">
            {b.planName}
            <Badge variant={b.state === "active" ? "success" : "outline"} data-testid="billing-state">
              {STATE_LABELS[b.state]}
            </Badge>
          </CardTitle>
          <CardDescription>
            {b.amountCents !== null && b.interval
              ? `${money(b.amountCents)} per ${b.interval === "year" ? "year" : "month"}`
              : "Free, for as long as you like"}
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4 text-sm">
          {b.state === "canceling" && b.currentPeriodEnd && (
            <p className="rounded-md bg-muted px-3 py-2" role="status">
              Your plan stays active until {day(b.currentPeriodEnd)}, then your account returns to the free plan.
            </p>
          )}
          {b.state === "past_due" && (
            <p className="rounded-md border border-destructive/40 px-3 py-2 text-destructive" role="alert">
              Your last payment failed. Update your payment method
              {b.graceEndsAt ? ` before ${day(b.graceEndsAt)}` : ""} to keep your plan.
            </p>
          )}
          <IconList
            icon={Check}
            items={features}
            className="grid gap-2"
            itemClassName="items-start"
            iconClassName="mt-0.5 text-primary"
          />
          <dl className="grid gap-3 sm:grid-cols-2">
            <div>
              <dt className="text-muted-foreground">Next charge</dt>
              <dd className="font-medium" data-testid="next-charge">
                {b.nextCharge ? `${money(b.nextCharge.amountCents)} on ${day(b.nextCharge.at)}` : "None"}
              </dd>
            </div>
            <div>
              <dt className="text-muted-foreground">Payment method</dt>
              <dd className="flex items-center gap-1 font-medium">
                <CreditCard className="size-4" aria-hidden="true" />
                {b.paymentMethod ?? "None on file"}
              </dd>
            </div>
          </dl>
          <div className="flex flex-wrap gap-2">
            {b.canManage && b.state !== "canceling" && !confirmCancel && (
              <Button variant="outline" onClick={() => setConfirmCancel(true)} disabled={action.isPending}>
                Cancel plan
              </Button>
            )}
            {confirmCancel && (
              <div className="grid w-full gap-2 rounded-md border p-3" role="group" aria-label="Confirm cancellation">
                <p>
                  Cancel {b.planName}? You keep it until
                  {b.currentPeriodEnd ? ` ${day(b.currentPeriodEnd)}` : " the end of the period"}; no refund is made.
                </p>
                <div className="flex flex-wrap gap-2">
                  <Button
                    variant="destructive"
                    disabled={action.isPending}
                    onClick={() => {
                      setConfirmCancel(false);
                      run({ action: "cancel" }, "Cancellation requested");
                    }}
                  >
                    Confirm cancellation
                  </Button>
                  <Button variant="ghost" onClick={() => setConfirmCancel(false)}>
                    Keep my plan
                  </Button>
                </div>
              </div>
            )}
            {b.canManage && b.state === "canceling" && (
              <Button onClick={() => run({ action: "resume" }, "Your plan will renew")} disabled={action.isPending}>
                Resume plan
              </Button>
            )}
            {b.plan !== "free" && (
              <Button variant="ghost" onClick={() => openPortal().catch((e: Error) => toast.error(e.message))}>
                <ExternalLink className="size-4" aria-hidden="true" />
                {b.provider === "stripe" ? "Manage in customer portal" : "Payment settings"}
              </Button>
            )}
          </div>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardDescription>Usage in the last 24 hours</CardDescription>
          <CardTitle className="text-xl">Usage against your limits</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4">
          <AllowanceMeter label="Profile lookups" allowance={b.usage.lookups} />
          {b.userType === "employer" && (
            <AllowanceMeter
              label="Ratings"
              allowance={b.usage.ratings}
              unavailable="Ratings open once your business is verified."
            />
          )}
        </CardContent>
      </Card>

      <Card className="lg:col-span-2">
        <CardHeader>
          <CardDescription>Plans</CardDescription>
          <CardTitle className="text-xl">{b.plan === "free" ? "Upgrade" : "Change plan"}</CardTitle>
        </CardHeader>
        <CardContent>
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
            {plansForMe.map((p) => {
              const current = b.priceId === p.id && b.state !== "lapsed";
              const label = current
                ? "Current plan"
                : checkout.checkoutPlan === p.plan
                  ? "Processing..."
                  : b.canManage
                    ? "Switch"
                    : "Upgrade";
              return (
                <li key={p.id} className="flex flex-col gap-2 rounded-lg border p-3">
                  <span className="font-medium">
                    {p.name}{" "}
                    <span className="font-normal text-muted-foreground">
                      {p.interval === "year" ? "annual" : "monthly"}
                    </span>
                  </span>
                  <span className="text-sm text-muted-foreground">
                    {money(p.amountCents)} / {intervalWord(p.interval)}
                  </span>
                  <Button
                    size="sm"
                    variant={current ? "outline" : "default"}
                    disabled={current || action.isPending || checkout.checkoutPlan !== null}
                    aria-label={`${label}: ${p.name} ${intervalWord(p.interval)}ly`}
                    onClick={() =>
                      b.canManage
                        ? run({ action: "change-plan", priceId: p.id }, `Switching to ${p.name}`)
                        : void checkout.start(p.plan, p.id, b.userType)
                    }
                  >
                    {label}
                  </Button>
                </li>
              );
            })}
          </ul>
          <p className="mt-3 text-xs text-muted-foreground">
            Prices in US dollars. Plan changes take effect as soon as the payment provider confirms them.
          </p>
        </CardContent>
      </Card>

      {b.userType === "employer" && b.plan === "enterprise" && <ApiKeysCard />}

      <Card className="lg:col-span-2">
        <CardHeader>
          <CardTitle className="text-xl">Invoices</CardTitle>
        </CardHeader>
        <CardContent>
          {b.invoices.length === 0 ? (
            <p className="text-sm text-muted-foreground">No invoices yet.</p>
          ) : (
            <ul className="grid gap-2 text-sm" aria-label="Invoices">
              {b.invoices.map((i) => (
                <li
                  key={i.id}
                  className="grid grid-cols-[1fr_auto] gap-x-3 gap-y-1 border-t pt-2 sm:grid-cols-[10rem_1fr_6rem_6rem_4rem] sm:items-center"
                >
                  <span className="font-medium sm:font-normal">{day(i.issuedAt)}</span>
                  <span className="col-span-2 row-start-2 min-w-0 text-muted-foreground sm:col-span-1 sm:row-start-auto sm:text-foreground">
                    {i.description}
                  </span>
                  <span className="text-right sm:text-left">{money(i.amountCents)}</span>
                  <span className="capitalize text-muted-foreground">{i.status === "open" ? "unpaid" : i.status}</span>
                  {i.pdfUrl ? (
                    <a
                      href={i.pdfUrl}
                      target="_blank"
                      rel="noreferrer"
                      className="inline-flex items-center gap-1 justify-self-end text-primary underline sm:justify-self-start"
                    >
                      <FileText className="size-4" aria-hidden="true" />
                      PDF<span className="sr-only"> of the invoice of {day(i.issuedAt)}</span>
                    </a>
                  ) : (
                    <span />
                  )}
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
    </div>
  );
}

function intervalWord(i: BillingInterval) {
  return i === "year" ? "year" : "month";
}
