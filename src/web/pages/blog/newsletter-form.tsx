import { MailCheck } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { isPossibleEmail } from "../../../core/contracts/contact-rules";
import { MARKETING } from "../../../core/messages";
import { Button } from "../../components/ui/button";
import { Input } from "../../components/ui/input";
import { subscribeNewsletter } from "../../features/marketing/contact-api";
import { ApiError } from "../../lib/api";
import { useHydrated } from "../../lib/use-hydrated";

/** Blog newsletter box: stores a pending (double opt-in) subscription. */
export function NewsletterForm() {
  const id = useId();
  const [value, setValue] = useState("");
  const [hint, setHint] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const hydrated = useHydrated();
  const [done, setDone] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!isPossibleEmail(value)) {
      setHint(MARKETING.contactEmailInvalid);
      return;
    }
    setBusy(true);
    setHint(null);
    try {
      await subscribeNewsletter(value.trim());
      setDone(true);
    } catch (error) {
      setHint(
        error instanceof ApiError && error.fields?.email
          ? error.fields.email
          : error instanceof ApiError && error.status === 429
            ? error.message
            : MARKETING.newsletterFailed,
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-2xl bg-primary px-6 py-10 text-primary-foreground sm:px-10"
    >
      <div className="mx-auto max-w-2xl text-center">
        <h2 id={`${id}-title`} className="text-2xl font-bold">
          Get new articles in your inbox
        </h2>
        <p className="mt-2 text-primary-foreground/85">
          One e-mail a month on hiring, reputation and workplace privacy. Unsubscribe any time.
        </p>
        {done ? (
          <p
            role="status"
            className="mt-6 inline-flex items-center gap-2 rounded-md bg-primary-foreground/10 px-4 py-3"
          >
            <MailCheck className="size-5" aria-hidden="true" />
            {MARKETING.newsletterCheckInbox}: we sent a confirmation link to {value.trim()}.
          </p>
        ) : (
          <form noValidate onSubmit={onSubmit} className="mx-auto mt-6 flex max-w-md flex-col gap-2 sm:flex-row">
            <label htmlFor={`${id}-email`} className="sr-only">
              Email address
            </label>
            <Input
              id={`${id}-email`}
              type="email"
              autoComplete="email"
              placeholder="you@example.com"
              value={value}
              onChange={(e) => {
                setValue(e.target.value);
                setHint(null);
              }}
              aria-invalid={hint ? true : undefined}
              aria-describedby={hint ? `${id}-hint` : undefined}
              className="h-11 bg-background text-foreground"
            />
            <Button type="submit" variant="secondary" size="lg" disabled={busy || !hydrated}>
              {busy ? "Subscribing..." : "Subscribe"}
            </Button>
          </form>
        )}
        {hint && (
          <p id={`${id}-hint`} role="alert" className="mt-3 text-sm font-medium text-primary-foreground">
            {hint}
          </p>
        )}
      </div>
    </section>
  );
}
