import { ShieldCheck } from "lucide-react";
import { TEST_CARDS } from "../../../core/billing";
import { formatPrice } from "../../../core/plans";
import { Button } from "../../components/ui/button";

const CARD_HINTS = [
  { number: TEST_CARDS.success, what: "pays" },
  { number: TEST_CARDS.decline, what: "is declined" },
  { number: TEST_CARDS.confirm, what: "asks you to confirm the payment" },
  { number: TEST_CARDS.failsRenewal, what: "pays now, fails at renewal" },
];
const spaced = (n: string) => n.replace(/(\d{4})(?=\d)/g, "$1 ");

/** The local provider's test card numbers; picking one fills the card field. */
export function TestCardHints({ onPick }: { onPick: (card: string) => void }) {
  return (
    <div className="mt-6 rounded-lg border bg-muted/40 p-4 text-sm">
      <p className="font-medium">Test cards (any future expiry, any CVC)</p>
      <ul className="mt-2 space-y-1">
        {CARD_HINTS.map((c) => (
          <li key={c.number}>
            <button
              type="button"
              className="font-mono text-primary underline-offset-2 hover:underline"
              onClick={() => onPick(spaced(c.number))}
            >
              {spaced(c.number)}
            </button>{" "}
            <span className="text-muted-foreground">{c.what}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The bank's confirmation step that the "confirm" test card asks for (3-D Secure, in test mode). */
export function ConfirmPayment({
  amountCents,
  busy,
  onAnswer,
}: {
  amountCents: number;
  busy: boolean;
  onAnswer: (approve: boolean) => void;
}) {
  return (
    <div className="grid gap-4" role="dialog" aria-labelledby="confirm-title">
      <ShieldCheck className="size-10 text-primary" aria-hidden="true" />
      <h2 id="confirm-title" className="text-lg font-semibold">
        Confirm this payment
      </h2>
      <p className="text-sm text-muted-foreground">
        Your bank asks you to confirm a payment of {formatPrice(amountCents)} to Standing.
      </p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button disabled={busy} onClick={() => onAnswer(true)}>
          Complete authentication
        </Button>
        <Button variant="outline" disabled={busy} onClick={() => onAnswer(false)}>
          Fail authentication
        </Button>
      </div>
    </div>
  );
}
