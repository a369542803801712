import { AlertTriangle, ArrowRight, Info } from "lucide-react";
import type * as React from "react";
import { useId } from "react";
import type { ImportDiff, ImportFieldDiff, ImportListMode } from "../../../../core/contracts/profile-import";
import {
  IMPORT_LIST_KEYS,
  IMPORT_LIST_LABELS,
  type ImportListKey,
} from "../../../../core/contracts/profile-import-rules";
import { countryName } from "../../../../core/contracts/profile-settings-countries";
import { Badge } from "../../../components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import { Checkbox } from "../../../components/ui/checkbox";
import { Label } from "../../../components/ui/label";
import { RadioGroup, RadioGroupItem } from "../../../components/ui/radio-group";
import { cn } from "../../../lib/cn";
import { formatImportDate, formatRange } from "./import-api";
import { type ImportSelection, listOutcome } from "./import-selection";

const toggle = <T,>(list: T[], value: T, on: boolean) =>
  on ? (list.includes(value) ? list : [...list, value]) : list.filter((v) => v !== value);

function shown(field: ImportFieldDiff, value: string | null): string {
  if (value === null || value === "") return "—";
  return field.key === "country" ? countryName(value) : value;
}

/** A value; a long one (the bio) scrolls in a box that keyboard users can focus and scroll too. */
function Value({
  long,
  label,
  className,
  children,
}: {
  long: boolean;
  label: string;
  className: string;
  children: React.ReactNode;
}) {
  if (!long) return <p className={cn("break-words", className)}>{children}</p>;
  return (
    <div
      role="region"
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (WCAG 2.1.1)
      tabIndex={0}
      className={cn(
        "max-h-32 overflow-auto whitespace-pre-wrap break-words rounded-sm focus-visible:outline-2 focus-visible:outline-ring",
        className,
      )}
    >
      {children}
    </div>
  );
}

function FieldRow({
  field,
  checked,
  onChange,
  disabled,
}: {
  field: ImportFieldDiff;
  checked: boolean;
  onChange: (on: boolean) => void;
  disabled: boolean;
}) {
  const id = useId();
  const long = field.key === "bio";
  return (
    <li className="grid gap-2 py-3 sm:grid-cols-[11rem_1fr] sm:gap-4">
      <div className="flex items-start gap-3">
        <Checkbox
          id={id}
          checked={checked}
          onCheckedChange={(v) => onChange(v === true)}
          disabled={disabled || !field.changed}
          aria-describedby={`${id}-values`}
        />
        <Label htmlFor={id} className="leading-5">
          {field.label}
        </Label>
      </div>
      <div id={`${id}-values`} className="grid min-w-0 gap-2 text-sm sm:grid-cols-[1fr_auto_1fr] sm:items-start">
        <div className="min-w-0">
          <span className="text-xs font-medium uppercase tracking-wide text-muted-foreground">Current</span>
          <Value long={long} label={`Current ${field.label.toLowerCase()}`} className="text-muted-foreground">
            {shown(field, field.current)}
          </Value>
        </div>
        <ArrowRight className="hidden size-4 self-center text-muted-foreground sm:block" aria-hidden="true" />
        <div className="min-w-0">
          <span className="text-xs font-medium uppercase tracking-wide text-muted-foreground">
            Imported{field.changed ? "" : " (same as now)"}
          </span>
          <Value long={long} label={`Imported ${field.label.toLowerCase()}`} className="font-medium">
            {shown(field, field.imported)}
          </Value>
        </div>
      </div>
    </li>
  );
}

function itemText(key: ImportListKey, item: Record<string, unknown>): { primary: string; secondary: string } {
  const s = (v: unknown) => (typeof v === "string" && v !== "" ? v : null);
  if (key === "workHistory")
    return {
      primary: `${s(item.title)} · ${s(item.company)}`,
      secondary: formatRange(s(item.start_date), s(item.end_date)),
    };
  if (key === "education") {
    const degree = [s(item.degree), s(item.field)].filter(Boolean).join(", ");
    return {
      primary: s(item.school) ?? "",
      secondary: [degree, s(item.year)].filter(Boolean).join(" · "),
    };
  }
  return {
    primary: s(item.name) ?? "",
    secondary: [s(item.issuer), formatImportDate(s(item.issued_date) ?? s(item.year))].filter(Boolean).join(" · "),
  };
}

function ListSection({
  listKey,
  diff,
  selection,
  onChange,
  disabled,
}: {
  listKey: ImportListKey;
  diff: ImportDiff;
  selection: ImportSelection;
  onChange: (s: ImportSelection) => void;
  disabled: boolean;
}) {
  const baseId = useId();
  const list = diff[listKey];
  const outcome = listOutcome(diff, selection, listKey);
  const label = IMPORT_LIST_LABELS[listKey];
  if (list.items.length === 0) return null;
  return (
    <Card role="region" aria-labelledby={`${baseId}-title`}>
      <CardHeader className="gap-1 p-4 sm:p-6">
        <CardTitle id={`${baseId}-title`}>
          {label} <span className="font-normal text-muted-foreground">({list.items.length} found)</span>
        </CardTitle>
        <CardDescription>
          Your profile lists {list.current} of at most {list.cap}. Items already on your profile are not ticked.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4 p-4 pt-0 sm:p-6 sm:pt-0">
        <fieldset className="grid gap-2" disabled={disabled}>
          <legend className="mb-1 text-sm font-medium">How to add the ticked items</legend>
          <RadioGroup
            className="flex flex-wrap gap-x-6 gap-y-2"
            value={selection.mode[listKey]}
            onValueChange={(v) =>
              onChange({ ...selection, mode: { ...selection.mode, [listKey]: v as ImportListMode } })
            }
          >
            <div className="flex items-center gap-2">
              <RadioGroupItem id={`${baseId}-append`} value="append" />
              <Label htmlFor={`${baseId}-append`}>Add to my {label.toLowerCase()}</Label>
            </div>
            <div className="flex items-center gap-2">
              <RadioGroupItem id={`${baseId}-replace`} value="replace" />
              <Label htmlFor={`${baseId}-replace`}>Replace my {label.toLowerCase()}</Label>
            </div>
          </RadioGroup>
        </fieldset>
        <ul className="divide-y rounded-md border">
          {list.items.map(({ index, item, duplicate }) => {
            const id = `${baseId}-item-${index}`;
            const text = itemText(listKey, item as Record<string, unknown>);
            return (
              <li key={index} className="flex items-start gap-3 p-3">
                <Checkbox
                  id={id}
                  checked={selection[listKey].includes(index)}
                  disabled={disabled}
                  onCheckedChange={(v) =>
                    onChange({ ...selection, [listKey]: toggle(selection[listKey], index, v === true) })
                  }
                  aria-describedby={`${id}-detail`}
                />
                <div className="grid min-w-0 gap-0.5">
                  <Label htmlFor={id} className="break-words leading-5">
                    {text.primary}
                  </Label>
                  <p id={`${id}-detail`} className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
                    {text.secondary && <span>{text.secondary}</span>}
                    {duplicate && <Badge variant="secondary">Already on your profile</Badge>}
                  </p>
                </div>
              </li>
            );
          })}
        </ul>
        <p
          className={cn("text-sm", outcome.over ? "font-medium text-destructive" : "text-muted-foreground")}
          aria-live="polite"
        >
          {outcome.chosen === 0
            ? `Nothing ticked: your ${label.toLowerCase()} stays as it is.`
            : outcome.over
              ? `${label} would have ${outcome.total} entries; a profile holds at most ${list.cap}. Untick some, or replace your list.`
              : `After applying: ${outcome.total} of ${list.cap}.`}
        </p>
      </CardContent>
    </Card>
  );
}

export function ImportWarnings({ warnings }: { warnings: string[] }) {
  if (warnings.length === 0) return null;
  return (
    <div role="note" className="grid gap-2 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
      <p className="flex items-center gap-2 font-medium">
        <AlertTriangle className="size-4" aria-hidden="true" />
        {warnings.length === 1 ? "One thing to check" : `${warnings.length} things to check`}
      </p>
      <ul className="grid max-h-48 list-disc gap-1 overflow-auto pl-6">
        {warnings.map((w) => (
          <li key={w} className="break-words">
            {w}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The preview: a row per imported field (current → imported) and a card per list, each with checkboxes. */
export function ImportPreview({
  diff,
  selection,
  onChange,
  disabled,
}: {
  diff: ImportDiff;
  selection: ImportSelection;
  onChange: (s: ImportSelection) => void;
  disabled: boolean;
}) {
  const titleId = useId();
  return (
    <div className="grid gap-6">
      {diff.fields.length > 0 && (
        <Card role="region" aria-labelledby={titleId}>
          <CardHeader className="gap-1 p-4 sm:p-6">
            <CardTitle id={titleId}>Profile details</CardTitle>
            <CardDescription>
              Tick what to take from the import. Fields that match your profile are left as they are.
            </CardDescription>
          </CardHeader>
          <CardContent className="p-4 pt-0 sm:p-6 sm:pt-0">
            <ul className="divide-y">
              {diff.fields.map((field) => (
                <FieldRow
                  key={field.key}
                  field={field}
                  disabled={disabled}
                  checked={selection.fields.includes(field.key)}
                  onChange={(on) => onChange({ ...selection, fields: toggle(selection.fields, field.key, on) })}
                />
              ))}
            </ul>
          </CardContent>
        </Card>
      )}
      {IMPORT_LIST_KEYS.map((key) => (
        <ListSection
          key={key}
          listKey={key}
          diff={diff}
          selection={selection}
          onChange={onChange}
          disabled={disabled}
        />
      ))}
      {diff.fields.length === 0 && IMPORT_LIST_KEYS.every((k) => diff[k].items.length === 0) && (
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <Info className="size-4" aria-hidden="true" /> This import holds nothing to apply.
        </p>
      )}
    </div>
  );
}
