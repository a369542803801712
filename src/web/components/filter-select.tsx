/** A queue's filter: a small labelled select (the admin disputes and flags queues). */
export function FilterSelect<V extends string>({
  label,
  value,
  onChange,
  options,
}: {
  label: string;
  value: V;
  onChange: (value: V) => void;
  options: readonly { value: V; label: string }[];
}) {
  return (
    <label className="grid gap-1 text-xs font-medium">
      {label}
      <select
        className="h-9 rounded-md border bg-background px-2 text-sm focus-visible:outline-2 focus-visible:outline-ring"
        value={value}
        onChange={(e) => onChange(e.target.value as V)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}

/** A filter's choices written as value → label, in the order they are listed. */
export function choices<V extends string>(labels: Record<V, string>): { value: V; label: string }[] {
  return Object.entries<string>(labels).map(([value, label]) => ({ value: value as V, label }));
}

/** One of a queue's filters, as data: which key of the filters it sets, its label and its choices. */
export type FilterField<F> = {
  [K in keyof F]: { key: K; label: string; options: readonly { value: F[K] & string; label: string }[] };
}[keyof F];

/** What a queue beside its detail panel takes: its filters, and which row is open. */
export type QueueProps<F> = {
  filters: F;
  onFilters: (filters: F) => void;
  selectedId: string | null;
  onSelect: (id: string) => void;
};

/** A queue's filters, one `FilterSelect` a field, each replacing its own key of `filters`. */
export function FilterSelects<F extends object>({
  fields,
  filters,
  onFilters,
}: {
  fields: readonly FilterField<F>[];
  filters: F;
  onFilters: (filters: F) => void;
}) {
  return fields.map((field) => (
    <FilterSelect
      key={String(field.key)}
      label={field.label}
      value={filters[field.key] as F[keyof F] & string}
      onChange={(value) => onFilters({ ...filters, [field.key]: value })}
      options={field.options}
    />
  ));
}
