import { useState } from "react";
import {
  type Control,
  type DefaultValues,
  type FieldErrors as FieldErrorTree,
  useController,
  useForm,
} from "react-hook-form";
import { PROFILE_LIMITS } from "../../../../core/contracts/profile-settings";
import { Button } from "../../../components/ui/button";
import { Checkbox } from "../../../components/ui/checkbox";
import { Label } from "../../../components/ui/label";
import { bodyResolver } from "../../../lib/forms";
import {
  type CertificationDraft,
  type EducationDraft,
  type FieldErrors,
  flattenErrors,
  ITEM_SCHEMAS,
  type ItemDraft,
  itemBody,
  type ListName,
  type WorkDraft,
} from "./settings-draft";
import { BoundMonthYearField, BoundTextField, MonthYearField } from "./settings-fields";
import { LIST_CONFIG } from "./settings-lists";

/** An entry being added (`index` -1) or edited, with the errors the page already has for it. */
export type Editing<L extends ListName> = { index: number; item: ItemDraft<L>; errors: FieldErrors };

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

/** The fields of one entry, drawn by the list's own form. */
function ItemForm<L extends ListName>({
  list,
  control,
}: {
  list: L;
  control: Control<ItemDraft<L>, unknown, unknown>;
}) {
  if (list === "workHistory") return <WorkForm control={control as Control<WorkDraft, unknown, unknown>} />;
  if (list === "education") return <EducationForm control={control as Control<EducationDraft, unknown, unknown>} />;
  return <CertificationForm control={control as Control<CertificationDraft, unknown, unknown>} />;
}

function focusFirstError(fields: string[], errors: FieldErrors) {
  const first = fields.find((f) => errors[f]);
  if (!first) return;
  const el =
    document.getElementById(`item-${first}`) ??
    document.getElementById(`item-${first}-month`) ??
    document.getElementById(`item-${first}-year`);
  el?.focus();
}

/**
 * The dialog's own form over one entry (D381): the entry's schema from the contract judges it (`itemBody`, through
 * `bodyResolver`), errors the page already had for it show from the start, and a valid entry is handed to `onKeep`.
 */
export function ItemDialogForm<L extends ListName>({
  list,
  editing,
  onKeep,
  onCancel,
  submitLabel,
}: {
  list: L;
  editing: Editing<L>;
  onKeep: (item: ItemDraft<L>) => void;
  onCancel: () => void;
  submitLabel: string;
}) {
  const [initialErrors] = useState(() =>
    Object.fromEntries(Object.entries(editing.errors).map(([name, message]) => [name, { type: "server", message }])),
  );
  const form = useForm<ItemDraft<L>, unknown, unknown>({
    defaultValues: editing.item as DefaultValues<ItemDraft<L>>,
    errors: initialErrors as FieldErrorTree<ItemDraft<L>>,
    resolver: bodyResolver(ITEM_SCHEMAS[list], (item: ItemDraft<L>) => itemBody(list, item)),
    shouldFocusError: false,
  });
  const submit = form.handleSubmit(
    () => onKeep(form.getValues()),
    (found) => requestAnimationFrame(() => focusFirstError(LIST_CONFIG[list].fields, flattenErrors(found))),
  );
  return (
    <form
      noValidate
      className="grid gap-5"
      onSubmit={(e) => {
        // The dialog is portalled, but React still bubbles its submit to the page's form: stop it here.
        e.stopPropagation();
        void submit(e);
      }}
    >
      <ItemForm list={list} control={form.control} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit">{submitLabel}</Button>
      </div>
    </form>
  );
}
