import { PROFILE_LIMITS, VISIBILITY_EXPLANATIONS } from "../../../../core/contracts/profile-settings";
import { COUNTRY_OPTIONS, countryName } from "../../../../core/contracts/profile-settings-countries";
import { VISIBILITIES, VISIBILITY_LABELS, type Visibility } from "../../../../core/domain";
import { Label } from "../../../components/ui/label";
import { RadioGroup, RadioGroupItem } from "../../../components/ui/radio-group";
import { cn } from "../../../lib/cn";
import type { FieldErrors, ProfileDraft } from "./settings-draft";
import { FieldError, selectClass, TextAreaField, TextField } from "./settings-fields";
import { Section } from "./settings-section";

/** The settings form's plain-field sections; each draws part of the draft and reports edits through `update`. */
interface SectionProps {
  draft: ProfileDraft;
  errors: FieldErrors;
  update: (patch: Partial<ProfileDraft>) => void;
}

/** Name, headline and bio. */
export function BasicsSection({ draft, errors, update }: SectionProps) {
  return (
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
  );
}

/** City, state or region, and the country (a country no longer offered stays choosable). */
export function LocationSection({ draft, errors, update }: SectionProps) {
  const countries = COUNTRY_OPTIONS.some((c) => c.code === draft.country)
    ? COUNTRY_OPTIONS
    : [{ code: draft.country, name: countryName(draft.country) }, ...COUNTRY_OPTIONS];
  return (
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
  );
}

/** The LinkedIn address. */
export function LinksSection({ draft, errors, update }: SectionProps) {
  return (
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
  );
}

/** Who can see the profile. */
export function VisibilitySection({ draft, errors, update }: SectionProps) {
  return (
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
  );
}
