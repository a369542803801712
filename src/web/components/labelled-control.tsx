import type * as React from "react";

/**
 * A control under its own `<label>` (`id` is the control's), both in one wrapper; `labelClassName="sr-only"` names a
 * control for screen readers where the layout already says what it is.
 */
export function LabelledControl({
  id,
  label,
  className,
  labelClassName,
  children,
}: {
  id: string;
  label: string;
  className: string;
  labelClassName: string;
  children: React.ReactNode;
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClassName}>
        {label}
      </label>
      {children}
    </div>
  );
}
