import { PROFILE_LIMITS } from "../../../../core/contracts/profile-settings";
import { Checkbox } from "../../../components/ui/checkbox";
import { Label } from "../../../components/ui/label";
import type { CertificationDraft, EducationDraft, FieldErrors, WorkDraft } from "./settings-draft";
import { MonthYearField, TextAreaField, TextField } from "./settings-fields";

/** The fields of one list entry, shown in the add / edit dialog. Ids are prefixed so the dialog can focus errors. */

export function CertificationForm({
  value,
  onChange,
  errors,
}: {
  value: CertificationDraft;
  onChange: (next: CertificationDraft) => void;
  errors: FieldErrors;
}) {
  const set = (patch: Partial<CertificationDraft>) => onChange({ ...value, ...patch });
  return (
    <div className="grid gap-4">
      <TextField
        id="item-name"
        label="Certification name"
        required
        value={value.name}
        onChange={(name) => set({ name })}
        error={errors.name}
        max={PROFILE_LIMITS.itemText}
        placeholder="e.g. OSHA 30-Hour General Industry"
      />
      <TextField
        id="item-issuer"
        label="Issuing organization"
        value={value.issuer}
        onChange={(issuer) => set({ issuer })}
        error={errors.issuer}
        placeholder="e.g. OSHA"
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <MonthYearField
          id="item-issuedDate"
          label="Issued"
          monthOptional
          value={value.issuedDate}
          onChange={(issuedDate) => set({ issuedDate })}
          error={errors.issuedDate}
        />
        <MonthYearField
          id="item-expiryDate"
          label="Expires"
          monthOptional
          value={value.expiryDate}
          onChange={(expiryDate) => set({ expiryDate })}
          error={errors.expiryDate}
          hint="Leave empty if it does not expire."
        />
      </div>
      <TextField
        id="item-credentialUrl"
        label="Credential link"
        type="url"
        inputMode="url"
        value={value.credentialUrl}
        onChange={(credentialUrl) => set({ credentialUrl })}
        error={errors.credentialUrl}
        hint="Optional. A https:// page where employers can check the credential."
        placeholder="https://"
      />
    </div>
  );
}

export function WorkForm({
  value,
  onChange,
  errors,
}: {
  value: WorkDraft;
  onChange: (next: WorkDraft) => void;
  errors: FieldErrors;
}) {
  const set = (patch: Partial<WorkDraft>) => onChange({ ...value, ...patch });
  return (
    <div className="grid gap-4">
      <TextField
        id="item-title"
        label="Job title"
        required
        value={value.title}
        onChange={(title) => set({ title })}
        error={errors.title}
        max={PROFILE_LIMITS.itemText}
        placeholder="e.g. Warehouse Supervisor"
      />
      <TextField
        id="item-company"
        label="Company"
        required
        value={value.company}
        onChange={(company) => set({ company })}
        error={errors.company}
        max={PROFILE_LIMITS.itemText}
      />
      <div className="flex items-center gap-2">
        <Checkbox
          id="item-current"
          checked={value.current}
          onCheckedChange={(checked) =>
            set({ current: checked === true, endDate: checked === true ? "" : value.endDate })
          }
        />
        <Label htmlFor="item-current">I currently work here</Label>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <MonthYearField
          id="item-startDate"
          label="Start"
          required
          value={value.startDate}
          onChange={(startDate) => set({ startDate })}
          error={errors.startDate}
        />
        <MonthYearField
          id="item-endDate"
          label="End"
          required={!value.current}
          value={value.current ? "" : value.endDate}
          onChange={(endDate) => set({ endDate })}
          error={errors.endDate}
          disabled={value.current}
          hint={value.current ? "Current job: no end month." : undefined}
        />
      </div>
      <TextAreaField
        id="item-description"
        label="Description"
        value={value.description}
        onChange={(description) => set({ description })}
        error={errors.description}
        max={PROFILE_LIMITS.description}
        rows={4}
        hint="Optional. What you did and achieved."
      />
    </div>
  );
}

export function EducationForm({
  value,
  onChange,
  errors,
}: {
  value: EducationDraft;
  onChange: (next: EducationDraft) => void;
  errors: FieldErrors;
}) {
  const set = (patch: Partial<EducationDraft>) => onChange({ ...value, ...patch });
  const year = (raw: string) => raw.replace(/\D/g, "").slice(0, 4);
  return (
    <div className="grid gap-4">
      <TextField
        id="item-school"
        label="School"
        required
        value={value.school}
        onChange={(school) => set({ school })}
        error={errors.school}
        max={PROFILE_LIMITS.itemText}
      />
      <TextField
        id="item-degree"
        label="Degree"
        value={value.degree}
        onChange={(degree) => set({ degree })}
        error={errors.degree}
        placeholder="e.g. Associate of Applied Science"
      />
      <TextField
        id="item-field"
        label="Field of study"
        value={value.field}
        onChange={(field) => set({ field })}
        error={errors.field}
        placeholder="e.g. Logistics"
      />
      <div className="grid grid-cols-2 gap-4">
        <TextField
          id="item-startYear"
          label="Start year"
          inputMode="numeric"
          maxLength={4}
          value={value.startYear}
          onChange={(v) => set({ startYear: year(v) })}
          error={errors.startYear}
          placeholder="YYYY"
        />
        <TextField
          id="item-endYear"
          label="End year"
          inputMode="numeric"
          maxLength={4}
          value={value.endYear}
          onChange={(v) => set({ endYear: year(v) })}
          error={errors.endYear}
          placeholder="YYYY"
          hint="Or expected."
        />
      </div>
    </div>
  );
}
