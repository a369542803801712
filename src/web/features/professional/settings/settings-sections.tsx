import { type Control, useController } from "react-hook-form";
import { PROFILE_LIMITS, VISIBILITY_EXPLANATIONS } from "../../../../core/contracts/profile-settings";
import { COUNTRY_OPTIONS, countryName } from "../../../../core/contracts/profile-settings-countries";
import { VISIBILITIES, VISIBILITY_LABELS } from "../../../../core/domain";
import { Label } from "../../../components/ui/label";
import { RadioGroup, RadioGroupItem } from "../../../components/ui/radio-group";
import { cn } from "../../../lib/cn";
import type { ProfileDraft } from "./settings-draft";
import { BoundTextField, FieldError, selectClass } from "./settings-fields";
import { Section } from "./settings-section";

/** The settings form's plain-field sections; each draws its fields of the form (D381). */
interface SectionProps {
  control: Control<ProfileDraft, unknown, unknown>;
}

/** Name, headline and bio. */
export function BasicsSection({ control }: SectionProps) {
  return (
    <Section id="basics" title="Basics" description="Your name and the first lines people read.">
      <div className="grid gap-4 sm:grid-cols-2">
        <BoundTextField
          control={control}
          name="firstName"
          id="settings-firstName"
          label="First name"
          required
          autoComplete="given-name"
          max={PROFILE_LIMITS.name}
        />
        <BoundTextField
          control={control}
          name="lastName"
          id="settings-lastName"
          label="Last name"
          required
          autoComplete="family-name"
          max={PROFILE_LIMITS.name}
        />
      </div>
      <BoundTextField
        control={control}
        name="headline"
        id="settings-headline"
        label="Headline"
        max={PROFILE_LIMITS.headline}
        placeholder="e.g. Operations Supervisor | Logistics"
        hint="Your role and field, shown under your name and in search results."
      />
      <BoundTextField
        control={control}
        name="bio"
        id="settings-bio"
        label="Bio"
        max={PROFILE_LIMITS.bio}
        rows={6}
        hint="A few sentences about your experience and what you're looking for."
      />
    </Section>
  );
}

/** City, state or region, and the country (a country no longer offered stays choosable). */
export function LocationSection({ control }: SectionProps) {
  const { field, fieldState } = useController({ control, name: "country" });
  const error = fieldState.error?.message;
  const countries = COUNTRY_OPTIONS.some((c) => c.code === field.value)
    ? COUNTRY_OPTIONS
    : [{ code: field.value, name: countryName(field.value) }, ...COUNTRY_OPTIONS];
  return (
    <Section id="location" title="Location" description="Where you work. People search by city and state.">
      <div className="grid gap-4 sm:grid-cols-3">
        <BoundTextField control={control} name="city" id="settings-city" label="City" autoComplete="address-level2" />
        <BoundTextField
          control={control}
          name="state"
          id="settings-state"
          label="State or region"
          autoComplete="address-level1"
          placeholder="e.g. CO"
        />
        <div className="grid min-w-0 gap-1.5">
          <Label htmlFor="settings-country">
            Country<span className="text-destructive"> *</span>
          </Label>
          <select
            id="settings-country"
            className={cn(selectClass, error && "border-destructive")}
            value={field.value}
            onChange={(e) => field.onChange(e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "settings-country-error" : undefined}
            autoComplete="country"
          >
            {countries.map((c) => (
              <option key={c.code} value={c.code}>
                {c.name}
              </option>
            ))}
          </select>
          <FieldError id="settings-country-error" message={error} />
        </div>
      </div>
    </Section>
  );
}

/** The LinkedIn address. */
export function LinksSection({ control }: SectionProps) {
  return (
    <Section id="links" title="Links">
      <BoundTextField
        control={control}
        name="linkedinUrl"
        id="settings-linkedinUrl"
        label="LinkedIn profile"
        type="url"
        inputMode="url"
        autoComplete="url"
        placeholder="https://www.linkedin.com/in/your-name"
        hint="Optional. Paste the address of your LinkedIn profile page."
      />
    </Section>
  );
}

/** Who can see the profile. */
export function VisibilitySection({ control }: SectionProps) {
  const { field, fieldState } = useController({ control, name: "visibility" });
  return (
    <Section
      id="visibility"
      title="Visibility"
      description="Who can see your profile. Takes effect everywhere as soon as you save."
    >
      <RadioGroup
        aria-labelledby="visibility-title"
        value={field.value}
        onValueChange={field.onChange}
        className="gap-3"
      >
        {VISIBILITIES.map((v) => (
          <div
            key={v}
            className={cn(
              "flex items-start gap-3 rounded-md border p-3",
              field.value === v && "border-primary bg-primary/5",
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
      <FieldError id="settings-visibility-error" message={fieldState.error?.message} />
    </Section>
  );
}
