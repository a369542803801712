import { type Control, useController } from "react-hook-form";
import { PROFILE_LIMITS } from "../../../../core/contracts/profile-settings";
import { Checkbox } from "../../../components/ui/checkbox";
import { Label } from "../../../components/ui/label";
import type { CertificationDraft, EducationDraft, WorkDraft } from "./settings-draft";
import { BoundMonthYearField, BoundTextField, MonthYearField } from "./settings-fields";

/**
 * The fields of one list entry, shown in the add / edit dialog and bound to its react-hook-form form (D381). Ids are
 * prefixed so the dialog can focus errors.
 */

type Form<T extends CertificationDraft | WorkDraft | EducationDraft> = { control: Control<T, unknown, unknown> };

export function CertificationForm({ control }: Form<CertificationDraft>) {
  return (
    <div className="grid gap-4">
      <BoundTextField
        control={control}
        name="name"
        id="item-name"
        label="Certification name"
        required
        max={PROFILE_LIMITS.itemText}
        placeholder="e.g. OSHA 30-Hour General Industry"
      />
      <BoundTextField
        control={control}
        name="issuer"
        id="item-issuer"
        label="Issuing organization"
        placeholder="e.g. OSHA"
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <BoundMonthYearField control={control} name="issuedDate" id="item-issuedDate" label="Issued" monthOptional />
        <BoundMonthYearField
          control={control}
          name="expiryDate"
          id="item-expiryDate"
          label="Expires"
          monthOptional
          hint="Leave empty if it does not expire."
        />
      </div>
      <BoundTextField
        control={control}
        name="credentialUrl"
        id="item-credentialUrl"
        label="Credential link"
        type="url"
        inputMode="url"
        hint="Optional. A https:// page where employers can check the credential."
        placeholder="https://"
      />
    </div>
  );
}

export function WorkForm({ control }: Form<WorkDraft>) {
  const current = useController({ control, name: "current" }).field;
  const end = useController({ control, name: "endDate" });
  return (
    <div className="grid gap-4">
      <BoundTextField
        control={control}
        name="title"
        id="item-title"
        label="Job title"
        required
        max={PROFILE_LIMITS.itemText}
        placeholder="e.g. Warehouse Supervisor"
      />
      <BoundTextField
        control={control}
        name="company"
        id="item-company"
        label="Company"
        required
        max={PROFILE_LIMITS.itemText}
      />
      <div className="flex items-center gap-2">
        <Checkbox
          id="item-current"
          checked={current.value}
          onCheckedChange={(checked) => {
            current.onChange(checked === true);
            if (checked === true) end.field.onChange("");
          }}
        />
        <Label htmlFor="item-current">I currently work here</Label>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <BoundMonthYearField control={control} name="startDate" id="item-startDate" label="Start" required />
        <MonthYearField
          id="item-endDate"
          label="End"
          required={!current.value}
          value={current.value ? "" : end.field.value}
          onChange={end.field.onChange}
          error={end.fieldState.error?.message}
          disabled={current.value}
          hint={current.value ? "Current job: no end month." : undefined}
        />
      </div>
      <BoundTextField
        control={control}
        name="description"
        id="item-description"
        label="Description"
        max={PROFILE_LIMITS.description}
        rows={4}
        hint="Optional. What you did and achieved."
      />
    </div>
  );
}

/** A year box keeps four digits at most. */
const year = (raw: string) => raw.replace(/\D/g, "").slice(0, 4);

export function EducationForm({ control }: Form<EducationDraft>) {
  return (
    <div className="grid gap-4">
      <BoundTextField
        control={control}
        name="school"
        id="item-school"
        label="School"
        required
        max={PROFILE_LIMITS.itemText}
      />
      <BoundTextField
        control={control}
        name="degree"
        id="item-degree"
        label="Degree"
        placeholder="e.g. Associate of Applied Science"
      />
      <BoundTextField
        control={control}
        name="field"
        id="item-field"
        label="Field of study"
        placeholder="e.g. Logistics"
      />
      <div className="grid grid-cols-2 gap-4">
        <BoundTextField
          control={control}
          name="startYear"
          allow={year}
          id="item-startYear"
          label="Start year"
          inputMode="numeric"
          maxLength={4}
          placeholder="YYYY"
        />
        <BoundTextField
          control={control}
          name="endYear"
          allow={year}
          id="item-endYear"
          label="End year"
          inputMode="numeric"
          maxLength={4}
          placeholder="YYYY"
          hint="Or expected."
        />
      </div>
    </div>
  );
}
