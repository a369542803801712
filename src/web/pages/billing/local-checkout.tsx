import { CreditCard, Lock } from "lucide-react";
import { type FormEvent, useState } from "react";
import { useParams } from "react-router";
import { formatPrice } from "../../../core/plans";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card";
import { Input } from "../../components/ui/input";
import { Label } from "../../components/ui/label";
import { PageSpinner } from "../../components/ui/spinner";
import {
  abandonLocalCheckout,
  confirmLocalCheckout,
  payLocalCheckout,
  useLocalCheckout,
} from "../../features/billing/billing-api";
import { ConfirmPayment, TestCardHints } from "../../features/billing/local-checkout-parts";
import { usePageMeta } from "../../features/marketing/use-page-meta";

/**
 * /checkout/local/:sessionId — the local test-mode provider's checkout (D145). No real card is charged: the test
 * numbers decide what happens, and the plan starts only when the provider's signed event reaches our webhook code.
 */
export default function LocalCheckoutPage() {
  usePageMeta("Checkout (test mode)", "Standing test-mode checkout.");
  const { sessionId = "" } = useParams();
  const session = useLocalCheckout(sessionId);
  const [card, setCard] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);

  async function step(send: () => Promise<{ next?: "redirect" | "confirm"; redirect: string | null }>) {
    setBusy(true);
    setError(null);
    try {
      const answer = await send();
      if (answer.next === "confirm") setConfirming(true);
      else if (answer.redirect) window.location.assign(answer.redirect);
    } catch (e) {
      setConfirming(false);
      setError(e instanceof Error ? e.message : "Payment failed");
    } finally {
      setBusy(false);
    }
  }
  const pay = (e: FormEvent) => {
    e.preventDefault();
    void step(() => payLocalCheckout(sessionId, { card }));
  };

  if (session.isPending) return <PageSpinner />;
  if (session.isError)
    return (
      <section className="mx-auto max-w-md px-4 py-16 text-center">
        <h1 className="text-2xl font-bold">Checkout not found</h1>
        <p className="mt-2 text-muted-foreground">{session.error.message}</p>
      </section>
    );
  const s = session.data;
  const open = s.status === "open";
  return (
    <section className="mx-auto grid max-w-4xl gap-6 px-4 py-10 sm:px-6 md:grid-cols-[1fr_1.2fr]">
      <div>
        <p className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-3 py-1 text-xs font-semibold text-amber-900">
          Test mode — no real payment
        </p>
        <h1 className="mt-4 text-2xl font-bold tracking-tight">Subscribe to {s.planName}</h1>
        <p className="mt-2 text-4xl font-bold">
          {formatPrice(s.amountCents)}
          <span className="text-base font-normal text-muted-foreground">
            {s.interval === "year" ? "/year" : "/month"}
          </span>
        </p>
        <p className="mt-2 text-sm text-muted-foreground">
          Billed {s.interval === "year" ? "yearly" : "monthly"} in US dollars until you cancel. Cancel any time from
          your billing page; your plan stays until the end of the paid period.
        </p>
        <TestCardHints onPick={setCard} />
      </div>
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2 text-lg">
            <CreditCard className="size-5" aria-hidden="true" /> Pay with card
          </CardTitle>
          <CardDescription>Standing test-mode checkout</CardDescription>
        </CardHeader>
        <CardContent>
          {!open ? (
            <p role="status">This checkout is no longer open.</p>
          ) : confirming ? (
            <ConfirmPayment
              amountCents={s.amountCents}
              busy={busy}
              onAnswer={(approve) => void step(() => confirmLocalCheckout(sessionId, { approve }))}
            />
          ) : (
            <form className="grid gap-4" onSubmit={pay} noValidate>
              <div className="grid gap-2">
                <Label htmlFor="card-number">Card number</Label>
                <Input
                  id="card-number"
                  inputMode="numeric"
                  autoComplete="cc-number"
                  placeholder="4242 4242 4242 4242"
                  value={card}
                  onChange={(e) => setCard(e.target.value)}
                  required
                />
              </div>
              <div className="grid grid-cols-2 gap-3">
                <div className="grid gap-2">
                  <Label htmlFor="card-expiry">Expiry</Label>
                  <Input id="card-expiry" autoComplete="cc-exp" placeholder="12 / 34" defaultValue="12 / 34" />
                </div>
                <div className="grid gap-2">
                  <Label htmlFor="card-cvc">CVC</Label>
                  <Input id="card-cvc" autoComplete="cc-csc" placeholder="123" defaultValue="123" />
                </div>
              </div>
              <Button type="submit" disabled={busy || card.trim() === ""} aria-busy={busy || undefined}>
                <Lock className="size-4" aria-hidden="true" />
                {busy ? "Processing..." : `Pay ${formatPrice(s.amountCents)}`}
              </Button>
            </form>
          )}
          {error && (
            <p className="mt-4 text-sm text-destructive" role="alert">
              {error}
            </p>
          )}
          <Button
            variant="link"
            className="mt-4 px-0"
            disabled={busy}
            onClick={() => void step(() => abandonLocalCheckout(sessionId))}
          >
            Cancel and return to Standing
          </Button>
        </CardContent>
      </Card>
    </section>
  );
}
