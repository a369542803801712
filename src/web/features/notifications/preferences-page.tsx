import { BellRing } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { Link } from "react-router";
import { toast } from "sonner";
import type { NotificationPreferences } from "../../../core/contracts/notifications";
import { NOTIFICATIONS } from "../../../core/messages";
import { NOTICE_TOPICS, PREFERENCE_LABELS, type PreferenceField } from "../../../core/notices";
import { InPlaceForm } from "../../components/in-place-form";
import { PageIntro } from "../../components/page-intro";
import { ErrorNote } from "../../components/page-states";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { Skeleton } from "../../components/ui/skeleton";
import { Switch } from "../../components/ui/switch";
import { usePageTitle } from "../../lib/use-page-title";
import { usePreferences, useSavePreferences } from "./preferences-api";

const TYPE_FIELDS: readonly PreferenceField[] = NOTICE_TOPICS;

/**
 * /settings/notifications (SPEC §2, §4): a loading skeleton, then the six switches. While the e-mail master switch
 * is off the four type switches are disabled (the server keeps their values, D122); marketing stays independent.
 * In-app notifications always arrive; these switches choose what is also e-mailed.
 */
export default function NotificationPreferencesPage() {
  usePageTitle("Notification Preferences");
  const prefs = usePreferences();
  const save = useSavePreferences();
  const [draft, setDraft] = useState<NotificationPreferences | null>(null);

  useEffect(() => {
    if (prefs.data) setDraft(prefs.data);
  }, [prefs.data]);
  useEffect(() => {
    if (prefs.isError) toast.error(NOTIFICATIONS.preferencesLoadFailed);
  }, [prefs.isError]);

  const dirty = draft && prefs.data && JSON.stringify(draft) !== JSON.stringify(prefs.data);
  const set = (field: PreferenceField, value: boolean) => setDraft((d) => (d ? { ...d, [field]: value } : d));

  return (
    <section className="mx-auto grid max-w-3xl content-start gap-6 px-4 py-8 sm:px-6 sm:py-12">
      <PageIntro title="Notification Preferences">
        Notifications always appear in Standing. Choose which of them also reach you by e-mail.
      </PageIntro>

      {prefs.isPending && (
        <Card className="grid gap-5 p-5 sm:p-6" aria-busy="true" aria-label="Loading notification preferences">
          {[0, 1, 2, 3, 4, 5].map((i) => (
            <div key={i} className="flex items-center justify-between gap-4">
              <div className="grid flex-1 gap-2">
                <Skeleton className="h-4 w-40" />
                <Skeleton className="h-3 w-64 max-w-full" />
              </div>
              <Skeleton className="h-6 w-11 rounded-full" />
            </div>
          ))}
        </Card>
      )}

      {prefs.isError && !prefs.data && (
        <ErrorNote message={NOTIFICATIONS.preferencesLoadFailed} onRetry={() => prefs.refetch()} retryAs="button" />
      )}

      {draft && (
        <InPlaceForm
          className="grid gap-6"
          onSend={() => {
            save.mutate(draft);
          }}
        >
          <Card className="divide-y p-0">
            <PreferenceRow field="emailNotifications" checked={draft.emailNotifications} onChange={set} strong />
            <fieldset className="divide-y" disabled={!draft.emailNotifications}>
              <legend className="sr-only">E-mail by type</legend>
              {TYPE_FIELDS.map((field) => (
                <PreferenceRow
                  key={field}
                  field={field}
                  checked={draft[field]}
                  disabled={!draft.emailNotifications}
                  onChange={set}
                  indent
                />
              ))}
            </fieldset>
            <PreferenceRow field="marketingEmails" checked={draft.marketingEmails} onChange={set} />
          </Card>
          {!draft.emailNotifications && (
            <p className="text-sm text-muted-foreground" role="status">
              E-mail notifications are off: no notification e-mails are sent. Security e-mails (sign-in, password,
              verification) are always sent.
            </p>
          )}
          <div className="flex flex-wrap items-center gap-3">
            <Button type="submit" disabled={save.isPending || !dirty}>
              {save.isPending ? "Saving..." : "Save preferences"}
            </Button>
            <Button asChild variant="ghost">
              <Link to="/notifications">
                <BellRing aria-hidden="true" /> Back to notifications
              </Link>
            </Button>
          </div>
        </InPlaceForm>
      )}
    </section>
  );
}

function PreferenceRow(props: {
  field: PreferenceField;
  checked: boolean;
  disabled?: boolean;
  strong?: boolean;
  indent?: boolean;
  onChange: (field: PreferenceField, value: boolean) => void;
}) {
  const id = useId();
  const { label, hint } = PREFERENCE_LABELS[props.field];
  return (
    <div className={`flex items-center justify-between gap-4 px-5 py-4 sm:px-6 ${props.indent ? "sm:pl-10" : ""}`}>
      <div className={`grid gap-0.5 ${props.disabled ? "opacity-60" : ""}`}>
        <label htmlFor={id} className={props.strong ? "font-semibold" : "font-medium"}>
          {label}
        </label>
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          {hint}
        </p>
      </div>
      <Switch
        id={id}
        name={props.field}
        checked={props.checked}
        disabled={props.disabled}
        aria-describedby={`${id}-hint`}
        onCheckedChange={(value) => props.onChange(props.field, value)}
      />
    </div>
  );
}
