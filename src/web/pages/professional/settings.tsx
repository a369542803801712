import { useMutation, useQueryClient } from "@tanstack/react-query";
import { AlertTriangle, CheckCircle2, ExternalLink, FileDown, RefreshCw, UserPlus } from "lucide-react";
import type * as React from "react";
import { useEffect, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { toast } from "sonner";
import {
  type OwnProfile,
  PROFILE_LIMITS,
  type SaveProfileResponse,
  VISIBILITY_EXPLANATIONS,
} from "../../../core/contracts/profile-settings";
import { COUNTRY_OPTIONS, countryName } from "../../../core/contracts/profile-settings-countries";
import { VISIBILITIES, VISIBILITY_LABELS, type Visibility } from "../../../core/domain";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card";
import { Label } from "../../components/ui/label";
import { RadioGroup, RadioGroupItem } from "../../components/ui/radio-group";
import { Skeleton } from "../../components/ui/skeleton";
import { OWN_PROFILE_KEY, useOwnProfile } from "../../features/professional/settings/settings-api";
import {
  type FieldErrors,
  firstErrorKey,
  isDirty,
  type ListName,
  type ProfileDraft,
  toDraft,
  toInput,
  validateDraft,
} from "../../features/professional/settings/settings-draft";
import {
  FieldError,
  selectClass,
  TextAreaField,
  TextField,
} from "../../features/professional/settings/settings-fields";
import { PhotoSection, ResumeSection } from "../../features/professional/settings/settings-files";
import { LeaveGuard } from "../../features/professional/settings/settings-leave-guard";
import { editButtonId, ListEditor } from "../../features/professional/settings/settings-list-editor";
import { ApiError, api } from "../../lib/api";
import { cn } from "../../lib/cn";
import { ProfessionalLayout } from "./professional-layout";

const TITLE = "Profile Settings";
const DESCRIPTION = "Everything on your public profile, and who can see it.";
/** Page order of the fields, for focusing the first invalid one. */
const FIELD_ORDER = [
  "firstName",
  "lastName",
  "headline",
  "bio",
  "city",
  "state",
  "country",
  "linkedinUrl",
  "workHistory",
  "education",
  "certifications",
  "visibility",
];

function Section({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description?: string;
  children: React.ReactNode;
}) {
  return (
    <Card id={id} aria-labelledby={`${id}-title`} role="region" className="scroll-mt-24">
      <CardHeader className="p-4 sm:p-6">
        <CardTitle id={`${id}-title`}>{title}</CardTitle>
        {description && <CardDescription>{description}</CardDescription>}
      </CardHeader>
      <CardContent className="grid gap-4 p-4 pt-0 sm:p-6 sm:pt-0">{children}</CardContent>
    </Card>
  );
}

/** Moves the keyboard to the first field with an error (an entry's Edit button for list items). */
function focusError(key: string) {
  const [head, index] = key.split(".");
  let el: HTMLElement | null = null;
  if (head === "workHistory" || head === "education" || head === "certifications") {
    el =
      index !== undefined
        ? document.getElementById(editButtonId(head as ListName, Number(index)))
        : document.getElementById(`settings-${head}-add`);
  } else if (head === "visibility") {
    el = document.querySelector<HTMLElement>('[id^="settings-visibility-"][role="radio"]');
  } else {
    el = document.getElementById(`settings-${head}`);
  }
  el?.scrollIntoView({ block: "center", behavior: "smooth" });
  el?.focus({ preventScroll: true });
}

const FOCUSABLE = 'input:not([type="hidden"]), select, textarea, button, a[href], [tabindex]:not([tabindex="-1"])';

/** The first control inside `root` a keyboard can reach (not disabled, not taken out of the tab order, visible). */
function firstControl(root: HTMLElement): HTMLElement | null {
  for (const el of root.querySelectorAll<HTMLElement>(FOCUSABLE)) {
    if (el.matches(":disabled") || el.getAttribute("tabindex") === "-1") continue;
    if (el.getClientRects().length === 0) continue;
    return el;
  }
  return null;
}

/** A list section's anchor lands on its "Add" button rather than on the first entry's Move button. */
const SECTION_ACTION: Record<string, string> = {
  work: "settings-workHistory-add",
  education: "settings-education-add",
  certifications: "settings-certifications-add",
};

/**
 * The overview's "Next steps" link to sections (`#photo`, `#work`, …) and fields (`#settings-headline`) of this page
 * (decisions P4). The form renders only after the profile loads, so the browser's own jump to the anchor finds
 * nothing: once it is there, scroll the target into view and put the keyboard on it (a field) or on the section's
 * first control ("Upload photo", the City field; "Add job" for a list). Runs once per navigation, so editing never
 * jumps.
 */
function useAnchorFocus(ready: boolean) {
  const { hash, key } = useLocation();
  const handled = useRef<string | null>(null);
  useEffect(() => {
    if (!ready || hash.length < 2 || handled.current === key) return;
    let id: string;
    try {
      id = decodeURIComponent(hash.slice(1));
    } catch {
      return;
    }
    const frame = requestAnimationFrame(() => {
      const target = document.getElementById(id);
      if (!target) return;
      handled.current = key;
      const preferred = document.getElementById(SECTION_ACTION[id] ?? "");
      const control = target.matches(FOCUSABLE)
        ? target
        : preferred && !preferred.matches(":disabled")
          ? preferred
          : firstControl(target);
      const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
      target.scrollIntoView({ block: control === target ? "center" : "start", behavior: reduce ? "auto" : "smooth" });
      if (!control && !target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
      (control ?? target).focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
  }, [ready, hash, key]);
}

function LoadingState() {
  return (
    <div role="status" aria-busy="true" aria-label="Loading your profile" className="grid gap-6">
      {[0, 1, 2].map((i) => (
        <div key={i} className="grid gap-4 rounded-lg border p-6">
          <Skeleton className="h-6 w-40" />
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-10 w-full" />
        </div>
      ))}
    </div>
  );
}

function NoProfileState() {
  return (
    <Card>
      <CardContent className="grid justify-items-center gap-4 py-12 text-center">
        <UserPlus className="size-10 text-primary" aria-hidden="true" />
        <div className="grid gap-1">
          <h2 className="text-lg font-semibold">You don't have a profile yet</h2>
          <p className="max-w-md text-sm text-muted-foreground">
            Claim the profile an employer created for you, or start your own. Once it's yours, you can edit it here.
          </p>
        </div>
        <Button asChild>
          <Link to="/dashboard/professional/claim">Claim your profile</Link>
        </Button>
      </CardContent>
    </Card>
  );
}

function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-destructive/40 bg-destructive/5 p-4 text-sm"
    >
      <span>{message}</span>
      <Button variant="outline" size="sm" onClick={onRetry}>
        <RefreshCw aria-hidden="true" />
        Try again
      </Button>
    </div>
  );
}

/** /dashboard/professional/settings (issue 7 §3). */
export default function ProfessionalSettingsPage() {
  const query = useOwnProfile();
  const profile = query.data?.profile;
  useAnchorFocus(profile !== undefined);
  const actions = profile ? (
    <div className="flex flex-wrap gap-2">
      <Button asChild variant="outline" size="sm">
        <Link to="/dashboard/professional/settings/import">
          <FileDown aria-hidden="true" />
          Import from LinkedIn or JSON Resume
        </Link>
      </Button>
      <Button asChild size="sm">
        <Link to={`/profile/${profile.id}`}>
          <ExternalLink aria-hidden="true" />
          View public profile
        </Link>
      </Button>
    </div>
  ) : undefined;

  return (
    <ProfessionalLayout title={TITLE} description={DESCRIPTION} actions={actions}>
      {query.isPending && <LoadingState />}
      {query.isError &&
        (query.error instanceof ApiError && query.error.status === 404 ? (
          <NoProfileState />
        ) : (
          <LoadError message={query.error.message} onRetry={() => void query.refetch()} />
        ))}
      {profile && <SettingsForm profile={profile} onReload={() => query.refetch()} />}
    </ProfessionalLayout>
  );
}

function SettingsForm({ profile, onReload }: { profile: OwnProfile; onReload: () => Promise<unknown> }) {
  const queryClient = useQueryClient();
  const [baseline, setBaseline] = useState(() => ({ draft: toDraft(profile), updatedAt: profile.updatedAt }));
  const [draft, setDraft] = useState<ProfileDraft>(baseline.draft);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [attempted, setAttempted] = useState(false);
  const [conflict, setConflict] = useState<string | null>(null);
  const [savedAt, setSavedAt] = useState<number | null>(null);
  const dirty = isDirty(draft, baseline.draft);

  // A newer profile arrived (Reload after a conflict): start again from it.
  useEffect(() => {
    if (profile.updatedAt === baseline.updatedAt) return;
    const fresh = toDraft(profile);
    setBaseline({ draft: fresh, updatedAt: profile.updatedAt });
    setDraft(fresh);
    setErrors({});
    setAttempted(false);
    setConflict(null);
  }, [profile, baseline.updatedAt]);

  const update = (patch: Partial<ProfileDraft>) => {
    const next = { ...draft, ...patch };
    setDraft(next);
    // After a failed save, errors follow the edits live (and stay attached to the right entries after a move).
    if (attempted) setErrors(validateDraft(next, baseline.updatedAt));
    setSavedAt(null);
  };

  const showErrors = (found: FieldErrors) => {
    setErrors(found);
    setAttempted(true);
    const first = firstErrorKey(found, FIELD_ORDER);
    if (first) requestAnimationFrame(() => focusError(first));
  };

  const save = useMutation({
    mutationFn: () =>
      api<SaveProfileResponse>("/professional/profile", { method: "PUT", json: toInput(draft, baseline.updatedAt) }),
    onSuccess: (res) => {
      const fresh = toDraft(res.profile);
      setBaseline({ draft: fresh, updatedAt: res.profile.updatedAt });
      setDraft(fresh);
      setErrors({});
      setAttempted(false);
      setConflict(null);
      setSavedAt(Date.now());
      queryClient.setQueryData(OWN_PROFILE_KEY, { profile: res.profile });
      void queryClient.invalidateQueries({ queryKey: ["profile", res.profile.id] });
      toast.success(res.message);
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) {
        setConflict(error.message);
      } else if (error instanceof ApiError && error.fields) {
        showErrors(error.fields);
        toast.error(error.message);
      } else {
        toast.error(error.message);
      }
    },
  });

  const submit = (e?: React.FormEvent) => {
    e?.preventDefault();
    if (save.isPending) return;
    const found = validateDraft(draft, baseline.updatedAt);
    if (Object.keys(found).length > 0) {
      showErrors(found);
      toast.error("Some fields need your attention before saving.");
      return;
    }
    setConflict(null);
    save.mutate();
  };

  const discard = () => {
    setDraft(baseline.draft);
    setErrors({});
    setAttempted(false);
  };

  const countries = COUNTRY_OPTIONS.some((c) => c.code === draft.country)
    ? COUNTRY_OPTIONS
    : [{ code: draft.country, name: countryName(draft.country) }, ...COUNTRY_OPTIONS];
  const errorCount = Object.keys(errors).length;

  return (
    <form noValidate onSubmit={submit} className="grid gap-6" aria-label="Profile settings">
      <LeaveGuard dirty={dirty && !save.isPending} />

      <Section id="basics" title="Basics" description="Your name and the first lines people read.">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            id="settings-firstName"
            label="First name"
            required
            autoComplete="given-name"
            value={draft.firstName}
            onChange={(firstName) => update({ firstName })}
            error={errors.firstName}
            max={PROFILE_LIMITS.name}
          />
          <TextField
            id="settings-lastName"
            label="Last name"
            required
            autoComplete="family-name"
            value={draft.lastName}
            onChange={(lastName) => update({ lastName })}
            error={errors.lastName}
            max={PROFILE_LIMITS.name}
          />
        </div>
        <TextField
          id="settings-headline"
          label="Headline"
          value={draft.headline}
          onChange={(headline) => update({ headline })}
          error={errors.headline}
          max={PROFILE_LIMITS.headline}
          placeholder="e.g. Operations Supervisor | Logistics"
          hint="Your role and field, shown under your name and in search results."
        />
        <TextAreaField
          id="settings-bio"
          label="Bio"
          value={draft.bio}
          onChange={(bio) => update({ bio })}
          error={errors.bio}
          max={PROFILE_LIMITS.bio}
          rows={6}
          hint="A few sentences about your experience and what you're looking for."
        />
      </Section>

      <Section id="location" title="Location" description="Where you work. People search by city and state.">
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField
            id="settings-city"
            label="City"
            autoComplete="address-level2"
            value={draft.city}
            onChange={(city) => update({ city })}
            error={errors.city}
          />
          <TextField
            id="settings-state"
            label="State or region"
            autoComplete="address-level1"
            value={draft.state}
            onChange={(state) => update({ state })}
            error={errors.state}
            placeholder="e.g. CO"
          />
          <div className="grid min-w-0 gap-1.5">
            <Label htmlFor="settings-country">
              Country<span className="text-destructive"> *</span>
            </Label>
            <select
              id="settings-country"
              className={cn(selectClass, errors.country && "border-destructive")}
              value={draft.country}
              onChange={(e) => update({ country: e.target.value })}
              aria-invalid={errors.country ? true : undefined}
              aria-describedby={errors.country ? "settings-country-error" : undefined}
              autoComplete="country"
            >
              {countries.map((c) => (
                <option key={c.code} value={c.code}>
                  {c.name}
                </option>
              ))}
            </select>
            <FieldError id="settings-country-error" message={errors.country} />
          </div>
        </div>
      </Section>

      <Section id="links" title="Links">
        <TextField
          id="settings-linkedinUrl"
          label="LinkedIn profile"
          type="url"
          inputMode="url"
          autoComplete="url"
          value={draft.linkedinUrl}
          onChange={(linkedinUrl) => update({ linkedinUrl })}
          error={errors.linkedinUrl}
          placeholder="https://www.linkedin.com/in/your-name"
          hint="Optional. Paste the address of your LinkedIn profile page."
        />
      </Section>

      <Section id="photo" title="Photo" description="Saved as soon as you choose a file.">
        <PhotoSection profile={profile} />
      </Section>

      <Section
        id="resume"
        title="Resume"
        description="Saved as soon as you choose a file. Stored privately, never as a public link."
      >
        <ResumeSection profile={profile} />
      </Section>

      <Section id="work" title="Work history" description="Listed in this order on your profile.">
        <ListEditor
          list="workHistory"
          title="Work history"
          items={draft.workHistory}
          onChange={(workHistory) => update({ workHistory })}
          errors={errors}
        />
      </Section>

      <Section id="education" title="Education" description="Listed in this order on your profile.">
        <ListEditor
          list="education"
          title="Education"
          items={draft.education}
          onChange={(education) => update({ education })}
          errors={errors}
        />
      </Section>

      <Section id="certifications" title="Certifications" description="Licences, certificates and training.">
        <ListEditor
          list="certifications"
          title="Certifications"
          items={draft.certifications}
          onChange={(certifications) => update({ certifications })}
          errors={errors}
        />
      </Section>

      <Section
        id="visibility"
        title="Visibility"
        description="Who can see your profile. Takes effect everywhere as soon as you save."
      >
        <RadioGroup
          aria-labelledby="visibility-title"
          value={draft.visibility}
          onValueChange={(value) => update({ visibility: value as Visibility })}
          className="gap-3"
        >
          {VISIBILITIES.map((v) => (
            <div
              key={v}
              className={cn(
                "flex items-start gap-3 rounded-md border p-3",
                draft.visibility === v && "border-primary bg-primary/5",
              )}
            >
              <RadioGroupItem
                id={`settings-visibility-${v}`}
                value={v}
                className="mt-0.5"
                aria-describedby={`settings-visibility-${v}-about`}
              />
              <div className="grid gap-1">
                <Label htmlFor={`settings-visibility-${v}`}>{VISIBILITY_LABELS[v]}</Label>
                <p id={`settings-visibility-${v}-about`} className="text-sm text-muted-foreground">
                  {VISIBILITY_EXPLANATIONS[v]}
                </p>
              </div>
            </div>
          ))}
        </RadioGroup>
        <FieldError id="settings-visibility-error" message={errors.visibility} />
      </Section>

      <div
        className={cn(
          "z-30 rounded-lg border bg-background/95 p-3 backdrop-blur",
          // Pinned to the bottom of the screen (above the phone's tab bar) while there is something to act on.
          (dirty || errorCount > 0 || conflict || save.isPending) &&
            "sticky bottom-[calc(3.75rem+env(safe-area-inset-bottom))] shadow-lg md:bottom-4",
          conflict && "border-destructive",
        )}
      >
        {conflict ? (
          <div role="alert" className="flex flex-wrap items-center justify-between gap-3">
            <p className="flex items-center gap-2 text-sm font-medium">
              <AlertTriangle className="size-4 shrink-0 text-destructive" aria-hidden="true" />
              {conflict}
            </p>
            <Button type="button" variant="outline" size="sm" onClick={() => void onReload()}>
              <RefreshCw aria-hidden="true" />
              Reload
            </Button>
          </div>
        ) : (
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="min-w-0 flex-1 text-sm" aria-live="polite">
              {save.isPending ? (
                "Saving..."
              ) : errorCount > 0 ? (
                <span className="font-medium text-destructive">
                  {errorCount === 1 ? "1 field needs" : `${errorCount} fields need`} your attention.
                </span>
              ) : dirty ? (
                <span className="font-medium">You have unsaved changes.</span>
              ) : savedAt ? (
                <span className="flex items-center gap-1.5 text-muted-foreground">
                  <CheckCircle2 className="size-4 text-primary" aria-hidden="true" />
                  All changes saved.
                </span>
              ) : (
                <span className="text-muted-foreground">No unsaved changes.</span>
              )}
            </p>
            <div className="flex shrink-0 gap-2">
              <Button type="button" variant="ghost" size="sm" disabled={!dirty || save.isPending} onClick={discard}>
                Discard
              </Button>
              <Button type="submit" size="sm" disabled={!dirty || save.isPending}>
                {save.isPending ? "Saving..." : "Save changes"}
              </Button>
            </div>
          </div>
        )}
      </div>
    </form>
  );
}
