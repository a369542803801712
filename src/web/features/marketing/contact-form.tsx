import { CheckCircle2 } from "lucide-react";
import { type FormEvent, useId, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import type { ContactMessageRequest } from "../../../core/contracts/contact";
import {
  CONTACT_MESSAGE_MAX,
  CONTACT_NAME_MAX,
  INQUIRY_TYPES,
  type InquiryType,
  isPossibleEmail,
} from "../../../core/contracts/contact-rules";
import { MARKETING } from "../../../core/messages";
import { Button } from "../../components/ui/button";
import { Input } from "../../components/ui/input";
import { Spinner } from "../../components/ui/spinner";
import { ApiError } from "../../lib/api";
import { useHydrated } from "../../lib/use-hydrated";
import { sendContactMessage } from "./contact-api";

type FieldErrors = Partial<Record<"email" | "message", string>>;

const labelClass = "mb-1.5 block text-sm font-medium";
const hintClass = "mt-1.5 text-sm text-destructive";

/** The contact form: inquiry type (from the link's ?type=), name, e-mail and message, checked before sending. */
export function ContactForm() {
  const [params] = useSearchParams();
  const preset = INQUIRY_TYPES.find((t) => t.value === params.get("inquiry"))?.value ?? "";
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const hydrated = useHydrated();
  const [sent, setSent] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const id = useId();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const text = (k: string) => String(data.get(k) ?? "").trim();
    const body: ContactMessageRequest = {
      firstName: text("firstName") || undefined,
      lastName: text("lastName") || undefined,
      email: text("email"),
      inquiryType: (text("inquiryType") || undefined) as InquiryType | undefined,
      message: text("message"),
    };
    const next: FieldErrors = {};
    if (!isPossibleEmail(body.email)) next.email = MARKETING.contactEmailInvalid;
    if (!body.message) next.message = MARKETING.contactMessageRequired;
    setErrors(next);
    setFormError(null);
    if (next.email || next.message) {
      formRef.current?.querySelector<HTMLElement>(next.email ? "[name=email]" : "[name=message]")?.focus();
      return;
    }
    setBusy(true);
    try {
      await sendContactMessage(body);
      setSent(true);
    } catch (error) {
      if (error instanceof ApiError && error.fields) {
        setErrors({ email: error.fields.email, message: error.fields.message });
      }
      setFormError(error instanceof ApiError && error.status !== 400 ? error.message : MARKETING.contactFailed);
    } finally {
      setBusy(false);
    }
  }

  if (sent) {
    return (
      <div role="status" className="flex flex-col items-center rounded-xl border bg-card p-8 text-center shadow-sm">
        <CheckCircle2 className="size-12 text-accent-foreground" aria-hidden="true" />
        <h2 className="mt-4 text-2xl font-semibold">Message sent</h2>
        <p className="mt-2 text-muted-foreground">{MARKETING.contactSent}</p>
        <Button variant="outline" className="mt-6" onClick={() => setSent(false)}>
          Send another message
        </Button>
      </div>
    );
  }

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={onSubmit}
      aria-labelledby={`${id}-title`}
      className="space-y-5 rounded-xl border bg-card p-6 shadow-sm sm:p-8"
    >
      <h2 id={`${id}-title`} className="text-2xl font-semibold">
        Send us a message
      </h2>
      <div className="grid gap-5 sm:grid-cols-2">
        <div>
          <label htmlFor={`${id}-first`} className={labelClass}>
            First name
          </label>
          <Input id={`${id}-first`} name="firstName" autoComplete="given-name" maxLength={CONTACT_NAME_MAX} />
        </div>
        <div>
          <label htmlFor={`${id}-last`} className={labelClass}>
            Last name
          </label>
          <Input id={`${id}-last`} name="lastName" autoComplete="family-name" maxLength={CONTACT_NAME_MAX} />
        </div>
      </div>
      <div>
        <label htmlFor={`${id}-email`} className={labelClass}>
          Email
        </label>
        <Input
          id={`${id}-email`}
          name="email"
          type="email"
          autoComplete="email"
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={errors.email ? `${id}-email-hint` : undefined}
          onChange={() => errors.email && setErrors((e) => ({ ...e, email: undefined }))}
        />
        {errors.email && (
          <p id={`${id}-email-hint`} className={hintClass}>
            {errors.email}
          </p>
        )}
      </div>
      <div>
        <label htmlFor={`${id}-type`} className={labelClass}>
          Inquiry type
        </label>
        <select
          id={`${id}-type`}
          name="inquiryType"
          defaultValue={preset}
          className="flex h-10 w-full rounded-md border border-input bg-background px-3 text-base md:text-sm"
        >
          <option value="">Choose a topic</option>
          {INQUIRY_TYPES.map((t) => (
            <option key={t.value} value={t.value}>
              {t.label}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-message`} className={labelClass}>
          Message
        </label>
        <textarea
          id={`${id}-message`}
          name="message"
          rows={6}
          maxLength={CONTACT_MESSAGE_MAX}
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={errors.message ? `${id}-message-hint` : undefined}
          onChange={() => errors.message && setErrors((e) => ({ ...e, message: undefined }))}
          className="flex w-full rounded-md border border-input bg-background px-3 py-2 text-base placeholder:text-muted-foreground md:text-sm"
          placeholder="How can we help?"
        />
        {errors.message && (
          <p id={`${id}-message-hint`} className={hintClass}>
            {errors.message}
          </p>
        )}
      </div>
      {formError && (
        <p role="alert" className="rounded-md bg-destructive/10 px-3 py-2 text-sm text-destructive">
          {formError}
        </p>
      )}
      <Button type="submit" size="lg" disabled={busy || !hydrated} className="w-full sm:w-auto">
        {busy && <Spinner className="text-current" label="Sending" />}
        {busy ? "Sending..." : "Send message"}
      </Button>
      <p className="text-xs text-muted-foreground">
        We use your details only to answer you. See our Privacy Policy for how long we keep messages.
      </p>
    </form>
  );
}
