import type * as React from "react";
import { type Control, type FieldValues, type Path, useController } from "react-hook-form";
import { LabelledControl } from "../../../components/labelled-control";
import { Input } from "../../../components/ui/input";
import { Label } from "../../../components/ui/label";
import { cn } from "../../../lib/cn";
import { joinMonth, MONTHS, splitMonth } from "./settings-draft";

/** Form pieces of the settings page: a label on every input, the hint and the error tied to it by aria-describedby. */

export function FieldError({ id, message }: { id: string; message?: string }) {
  return message ? (
    <p id={id} className="text-sm font-medium text-destructive">
      {message}
    </p>
  ) : null;
}

function describedBy(...ids: Array<string | false | undefined>) {
  const list = ids.filter(Boolean).join(" ");
  return list === "" ? undefined : list;
}

interface FieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: string;
  /** Shows "n / max" under the field. */
  max?: number;
  required?: boolean;
  className?: string;
}

type TextFieldProps = FieldProps & {
  /** A multi-line text area of this many rows instead of a one-line text box. */
  rows?: number;
} & Omit<React.ComponentProps<"input">, "value" | "onChange" | "id" | "max">;

/** A text box (or, given `rows`, a text area) with its label, hint, error and count. */
export function TextField({
  id,
  label,
  value,
  onChange,
  error,
  hint,
  max,
  required,
  className,
  rows,
  ...rest
}: TextFieldProps) {
  const a11y = {
    id,
    value,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy(hint && `${id}-hint`, error && `${id}-error`),
  };
  return (
    <FieldShell {...{ id, label, required, className, hint, error, value, max }}>
      {rows === undefined ? (
        <Input
          {...a11y}
          onChange={(e) => onChange(e.target.value)}
          aria-required={required || undefined}
          className={cn(error && "border-destructive")}
          {...rest}
        />
      ) : (
        <textarea
          {...a11y}
          rows={rows}
          onChange={(e) => onChange(e.target.value)}
          className={cn(
            "w-full rounded-md border border-input bg-background px-3 py-2 text-base placeholder:text-muted-foreground focus-visible:outline-2 focus-visible:outline-ring md:text-sm",
            error && "border-destructive",
          )}
        />
      )}
    </FieldShell>
  );
}

/** Which value of a react-hook-form form a field draws and edits (D381). */
interface Bound<T extends FieldValues> {
  control: Control<T, unknown, unknown>;
  name: Path<T>;
}

/** The value, the edit and the error (the resolver's or the server's) of one field of the form. */
function useBound<T extends FieldValues>({ control, name }: Bound<T>) {
  const { field, fieldState } = useController({ control, name });
  return {
    value: (field.value ?? "") as string,
    onChange: field.onChange as (value: string) => void,
    error: fieldState.error?.message,
  };
}

/** `TextField` bound to one field of a react-hook-form form; `allow` trims what may be typed (digits of a year). */
export function BoundTextField<T extends FieldValues>({
  control,
  name,
  allow,
  ...props
}: Bound<T> & { allow?: (raw: string) => string } & Omit<TextFieldProps, "value" | "onChange" | "error">) {
  const { onChange, ...bound } = useBound({ control, name });
  return <TextField {...props} {...bound} onChange={(raw) => onChange(allow ? allow(raw) : raw)} />;
}

/** A field's label (a star when required), its control, and the footer with hint, error and count. */
function FieldShell({
  id,
  label,
  required,
  className,
  hint,
  error,
  value,
  max,
  children,
}: Omit<FieldProps, "onChange"> & { children: React.ReactNode }) {
  return (
    <div className={cn("grid min-w-0 gap-1.5", className)}>
      <Label htmlFor={id}>
        {label}
        {required && <span className="text-destructive"> *</span>}
      </Label>
      {children}
      <FieldFooter id={id} hint={hint} error={error} count={max ? { used: value.length, max } : undefined} />
    </div>
  );
}

function FieldFooter({
  id,
  hint,
  error,
  count,
}: {
  id: string;
  hint?: string;
  error?: string;
  count?: { used: number; max: number };
}) {
  if (!hint && !error && !count) return null;
  return (
    <div className="flex items-start justify-between gap-3">
      <div className="grid gap-1">
        {hint && (
          <p id={`${id}-hint`} className="text-xs text-muted-foreground">
            {hint}
          </p>
        )}
        <FieldError id={`${id}-error`} message={error} />
      </div>
      {count && (
        <p
          className={cn(
            "shrink-0 text-xs tabular-nums",
            count.used > count.max ? "font-medium text-destructive" : "text-muted-foreground",
          )}
          aria-hidden="true"
        >
          {count.used.toLocaleString()} / {count.max.toLocaleString()}
        </p>
      )}
    </div>
  );
}

export const selectClass =
  "h-10 w-full min-w-0 rounded-md border border-input bg-background px-3 text-base focus-visible:outline-2 focus-visible:outline-ring md:text-sm";

/**
 * A month and year as two controls (a month list and a 4-digit year), stored as "YYYY-MM", or "YYYY" when the
 * month is left empty (allowed for certifications). Works the same in every browser, unlike `<input type=month>`.
 */
export function MonthYearField({
  id,
  label,
  value,
  onChange,
  error,
  hint,
  required,
  monthOptional,
  disabled,
}: Omit<FieldProps, "max" | "className"> & { monthOptional?: boolean; disabled?: boolean }) {
  const { year, month } = splitMonth(value);
  const described = describedBy(hint && `${id}-hint`, error && `${id}-error`);
  const invalid = error ? true : undefined;
  return (
    <fieldset className="grid min-w-0 gap-1.5" aria-describedby={described} disabled={disabled}>
      <legend className="mb-1.5 text-sm font-medium leading-none">
        {label}
        {required && <span className="text-destructive"> *</span>}
      </legend>
      <div className="grid grid-cols-[minmax(0,1fr)_4.75rem] gap-2">
        <Part id={`${id}-month`} label={`${label}: month`}>
          <select
            id={`${id}-month`}
            value={month}
            onChange={(e) => onChange(joinMonth(year, e.target.value))}
            aria-invalid={invalid}
            className={cn(selectClass, invalid && "border-destructive")}
          >
            <option value="">{monthOptional ? "Month (optional)" : "Month"}</option>
            {MONTHS.map((name, i) => (
              <option key={name} value={String(i + 1).padStart(2, "0")}>
                {name}
              </option>
            ))}
          </select>
        </Part>
        <Part id={`${id}-year`} label={`${label}: year`}>
          <Input
            id={`${id}-year`}
            value={year}
            inputMode="numeric"
            placeholder="Year"
            maxLength={4}
            autoComplete="off"
            onChange={(e) => onChange(joinMonth(e.target.value.replace(/\D/g, ""), month))}
            aria-invalid={invalid}
            className={cn(invalid && "border-destructive")}
          />
        </Part>
      </div>
      <FieldFooter id={id} hint={hint} error={error} />
    </fieldset>
  );
}

/** One of a month and year's two controls, named for screen readers ("Start: month"). */
function Part({ id, label, children }: { id: string; label: string; children: React.ReactNode }) {
  return (
    <LabelledControl id={id} label={label} className="grid gap-1" labelClassName="sr-only">
      {children}
    </LabelledControl>
  );
}

/** `MonthYearField` bound to one field of a react-hook-form form. */
export function BoundMonthYearField<T extends FieldValues>({
  control,
  name,
  ...props
}: Bound<T> & Omit<React.ComponentProps<typeof MonthYearField>, "value" | "onChange" | "error">) {
  return <MonthYearField {...props} {...useBound({ control, name })} />;
}
