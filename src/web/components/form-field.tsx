import type * as React from "react";
import { type Control, type ControllerRenderProps, type FieldValues, type Path, useController } from "react-hook-form";
import { cn } from "../lib/cn";
import { Input } from "./ui/input";
import { Label } from "./ui/label";

/**
 * A labelled control with an optional hint and inline error. The control receives the ids to point
 * `aria-describedby` at, through the render prop.
 */
export function FormField({
  id,
  label,
  hint,
  hintLive = false,
  error,
  className,
  children,
}: {
  id: string;
  label: React.ReactNode;
  hint?: React.ReactNode;
  /** The hint changes as the person types: keep its region in the page and announce changes politely. */
  hintLive?: boolean;
  error?: string;
  className?: string;
  children: (a11y: { id: string; "aria-invalid": boolean; "aria-describedby"?: string }) => React.ReactNode;
}) {
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ");
  return (
    <div className={cn("grid gap-2", className)}>
      <Label htmlFor={id}>{label}</Label>
      {children({ id, "aria-invalid": Boolean(error), "aria-describedby": describedBy || undefined })}
      {error && (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {error}
        </p>
      )}
      {(hint || hintLive) && (
        <div id={`${id}-hint`} className="text-sm text-muted-foreground" aria-live={hintLive ? "polite" : undefined}>
          {hint}
        </div>
      )}
    </div>
  );
}

export const invalidInput = "aria-invalid:border-destructive";

/** A `FormField` around a text box whose value the caller holds: `onValueChange` gets each new value. */
export function TextField({
  id,
  label,
  hint,
  error,
  className,
  inputClassName,
  value,
  onValueChange,
  ...input
}: {
  id: string;
  label: React.ReactNode;
  hint?: React.ReactNode;
  error?: string;
  className?: string;
  inputClassName?: string;
  value: string;
  onValueChange: (value: string) => void;
} & Omit<React.ComponentProps<"input">, "id" | "value" | "onChange" | "className" | "children">) {
  return (
    <FormField id={id} label={label} hint={hint} error={error} className={className}>
      {(a11y) => (
        <Input
          {...a11y}
          className={cn(invalidInput, inputClassName)}
          {...input}
          value={value}
          onChange={(e) => onValueChange(e.target.value)}
        />
      )}
    </FormField>
  );
}

type A11y = { id: string; "aria-invalid": boolean; "aria-describedby"?: string };

/**
 * A `FormField` bound to one field of a react-hook-form form (D381): its label, its control (a text box unless
 * `children` renders another), `aria-invalid`, `aria-describedby` and the error text, whether the error came from the
 * zod resolver or from the server's `fields` (`applyServerError`).
 */
export function BoundField<T extends FieldValues, N extends Path<T> = Path<T>, O = T>({
  control,
  name,
  id,
  label,
  hint,
  hintLive,
  className,
  children,
  ...input
}: {
  control: Control<T, unknown, O>;
  name: N;
  id: string;
  label: React.ReactNode;
  hint?: React.ReactNode;
  hintLive?: boolean;
  className?: string;
  children?: (props: A11y & ControllerRenderProps<T, N>) => React.ReactNode;
} & Omit<React.ComponentProps<"input">, "id" | "name" | "value" | "onChange" | "onBlur" | "ref" | "children">) {
  const { field, fieldState } = useController<T, N, O>({ control, name });
  return (
    <FormField
      id={id}
      label={label}
      hint={hint}
      hintLive={hintLive}
      error={fieldState.error?.message}
      className={className}
    >
      {(a11y) =>
        children ? (
          children({ ...a11y, ...field })
        ) : (
          <Input {...a11y} className={invalidInput} {...input} {...field} value={field.value ?? ""} />
        )
      }
    </FormField>
  );
}
