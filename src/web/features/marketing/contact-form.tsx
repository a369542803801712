import { CheckCircle2 } from "lucide-react";
import type * as React from "react";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { useSearchParams } from "react-router";
import type { ContactMessageRequest } from "../../../core/contracts/contact";
import { CONTACT_MESSAGE_MAX, CONTACT_NAME_MAX, INQUIRY_TYPES } from "../../../core/contracts/contact-rules";
import { MARKETING } from "../../../core/messages";
import { Button } from "../../components/ui/button";
import { Input } from "../../components/ui/input";
import { Spinner } from "../../components/ui/spinner";
import { ApiError } from "../../lib/api";
import { applyServerError, SERVER_ERROR } from "../../lib/forms";
import { useHydrated } from "../../lib/use-hydrated";
import { sendContactMessage } from "./contact-api";
import { type ContactValues, contactResolver } from "./contact-resolver";

// The fields that show an error: the names and the topic cannot break the schema from this form (see contactResolver).
const CONTACT_FIELDS = ["email", "message"] as const;

/** A field of the form: its label, its control, and the error under it (the id `aria-describedby` points at). */
function Field({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  children: React.ReactNode;
}) {
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium">
        {label}
      </label>
      {children}
      {error && (
        <p id={`${id}-hint`} className="mt-1.5 text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}

/** The contact form: inquiry type (from the link's ?type=), name, e-mail and message, checked before sending. */
export function ContactForm() {
  const [params] = useSearchParams();
  const preset = INQUIRY_TYPES.find((t) => t.value === params.get("inquiry"))?.value ?? "";
  const empty: ContactValues = { firstName: "", lastName: "", email: "", inquiryType: preset, message: "" };
  const form = useForm<ContactValues, unknown, ContactMessageRequest>({
    defaultValues: empty,
    resolver: contactResolver,
  });
  const { register, formState } = form;
  const { errors, isSubmitting: busy } = formState;
  const hydrated = useHydrated();
  const [sent, setSent] = useState(false);
  const id = useId();
  // The error's id when the field has one, for `aria-describedby`.
  const a11y = (name: "email" | "message") => ({
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errors[name] ? `${id}-${name}-hint` : undefined,
  });

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      await sendContactMessage(body);
      form.reset(empty);
      setSent(true);
    } catch (error) {
      const fallback = error instanceof ApiError && error.status !== 400 ? error.message : MARKETING.contactFailed;
      applyServerError(form.setError, error, CONTACT_FIELDS, fallback);
      // A refused body (400) reads as the form's own words; anything else as the server's.
      form.setError(SERVER_ERROR, { type: "server", message: fallback });
    }
  });

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
      noValidate
      onSubmit={onSubmit}
      aria-labelledby={`${id}-title`}
      className="space-y-5 rounded-xl border bg-card p-6 shadow-sm sm:p-8"
    >
      <h2 id={`${id}-title`} className="text-2xl font-semibold">
        Send us a message
      </h2>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id={`${id}-first`} label="First name">
          <Input id={`${id}-first`} {...register("firstName")} autoComplete="given-name" maxLength={CONTACT_NAME_MAX} />
        </Field>
        <Field id={`${id}-last`} label="Last name">
          <Input id={`${id}-last`} {...register("lastName")} autoComplete="family-name" maxLength={CONTACT_NAME_MAX} />
        </Field>
      </div>
      <Field id={`${id}-email`} label="Email" error={errors.email?.message}>
        <Input id={`${id}-email`} {...register("email")} type="email" autoComplete="email" {...a11y("email")} />
      </Field>
      <Field id={`${id}-type`} label="Inquiry type">
        <select
          id={`${id}-type`}
          {...register("inquiryType")}
          // React chooses the link's topic in the page; react-hook-form holds the same default.
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
      </Field>
      <Field id={`${id}-message`} label="Message" error={errors.message?.message}>
        <textarea
          id={`${id}-message`}
          {...register("message")}
          rows={6}
          maxLength={CONTACT_MESSAGE_MAX}
          {...a11y("message")}
          className="flex w-full rounded-md border border-input bg-background px-3 py-2 text-base placeholder:text-muted-foreground md:text-sm"
          placeholder="How can we help?"
        />
      </Field>
      {errors.root?.server && (
        <p role="alert" className="rounded-md bg-destructive/10 px-3 py-2 text-sm text-destructive">
          {errors.root.server.message}
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
