import { cn } from "../../../lib/cn";

const OPTIONS: Array<{ value: number | null; label: string }> = [
  { value: null, label: "N/A" },
  { value: 1, label: "1" },
  { value: 2, label: "2" },
  { value: 3, label: "3" },
  { value: 4, label: "4" },
  { value: 5, label: "5" },
];

/** One category: a segmented radio group 1–5 plus "N/A" (not observed). Native radios, so keyboard and screen readers work. */
export function ScorePicker({
  name,
  label,
  value,
  onChange,
  required,
  error,
}: {
  name: string;
  label: string;
  value: number | null;
  onChange: (value: number | null) => void;
  required?: boolean;
  error?: string;
}) {
  return (
    <div
      role="radiogroup"
      aria-labelledby={`${name}-label`}
      aria-describedby={error ? `${name}-error` : undefined}
      className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:items-center sm:justify-between"
    >
      <span id={`${name}-label`} className="text-sm font-medium">
        {label}
        {required && <span className="text-destructive"> *</span>}
      </span>
      <div className="flex w-full overflow-hidden rounded-md border sm:w-auto">
        {OPTIONS.filter((o) => !(required && o.value === null)).map((o) => {
          const id = `${name}-${o.value ?? "na"}`;
          const checked = value === o.value;
          return (
            <label
              key={id}
              htmlFor={id}
              className={cn(
                "flex h-10 min-w-11 flex-1 cursor-pointer items-center justify-center border-l text-sm first:border-l-0 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring sm:flex-none",
                checked ? "bg-primary font-semibold text-primary-foreground" : "hover:bg-muted",
                o.value === null && !checked && "text-muted-foreground",
              )}
            >
              <input
                id={id}
                type="radio"
                name={name}
                className="sr-only"
                checked={checked}
                onChange={() => onChange(o.value)}
                aria-label={o.value === null ? `${label}: not observed` : `${label}: ${o.value} of 5`}
              />
              {o.label}
            </label>
          );
        })}
      </div>
      {error && (
        <p id={`${name}-error`} className="text-sm text-destructive sm:basis-full">
          {error}
        </p>
      )}
    </div>
  );
}
