import { ChevronDown, SlidersHorizontal } from "lucide-react";
import { Collapsible } from "radix-ui";
import type * as React from "react";
import { useId, useState } from "react";
import { SORT_ORDERS, type SortOrder } from "../../../core/domain";
import { DIRECTORY } from "../../../core/messages";
import { LabelledControl } from "../../components/labelled-control";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "../../components/ui/dialog";
import { Input } from "../../components/ui/input";
import { activeFilterCount, type SearchFilters } from "./filters";

const SORT_LABELS: Record<SortOrder, string> = {
  rating: "Highest rated",
  recent: "Recently updated",
  alphabetical: "Name (A–Z)",
};
const RATING_OPTIONS = [1, 2, 3, 3.5, 4, 4.5, 5];

interface FieldsProps {
  filters: SearchFilters;
  onChange: (next: SearchFilters) => void;
}

const selectClass =
  "h-10 w-full rounded-md border border-input bg-background px-3 text-sm focus-visible:outline-2 focus-visible:outline-ring";

/** A filter's label over its control (`id` is the control's). */
function FilterField({ id, label, children }: { id: string; label: string; children: React.ReactNode }) {
  return (
    <LabelledControl id={id} label={label} className="space-y-1.5" labelClassName="text-sm font-medium">
      {children}
    </LabelledControl>
  );
}

function FilterFields({ filters, onChange }: FieldsProps) {
  const id = useId();
  const set = <K extends keyof SearchFilters>(key: K, value: SearchFilters[K]) =>
    onChange({ ...filters, [key]: value });
  const text = (key: "city" | "state" | "country" | "industry", label: string, placeholder: string) => (
    <FilterField id={`${id}-${key}`} label={label}>
      <Input
        id={`${id}-${key}`}
        value={filters[key]}
        maxLength={100}
        placeholder={placeholder}
        onChange={(e) => set(key, e.target.value)}
      />
    </FilterField>
  );
  const rating = (key: "minRating" | "maxRating", label: string) => (
    <FilterField id={`${id}-${key}`} label={label}>
      <select
        id={`${id}-${key}`}
        className={selectClass}
        value={filters[key] === null ? "" : String(filters[key])}
        onChange={(e) => set(key, e.target.value === "" ? null : Number(e.target.value))}
      >
        <option value="">Any</option>
        {RATING_OPTIONS.map((r) => (
          <option key={r} value={r}>
            {r.toFixed(1)}
          </option>
        ))}
      </select>
    </FilterField>
  );
  const check = (key: "verifiedOnly" | "claimedOnly", label: string) => (
    <label className="flex min-h-10 cursor-pointer items-center gap-2 text-sm">
      <input
        type="checkbox"
        className="size-4 accent-primary"
        checked={filters[key]}
        onChange={(e) => set(key, e.target.checked)}
      />
      {label}
    </label>
  );
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {text("city", "City", "e.g. Denver")}
      {text("state", "State", "e.g. CO")}
      {text("country", "Country", "e.g. US")}
      {text("industry", "Industry", "e.g. Healthcare")}
      {rating("minRating", "Minimum rating")}
      {rating("maxRating", "Maximum rating")}
      <FilterField id={`${id}-sort`} label="Sort by">
        <select
          id={`${id}-sort`}
          className={selectClass}
          value={filters.sortBy}
          onChange={(e) => set("sortBy", e.target.value as SortOrder)}
        >
          {SORT_ORDERS.map((s) => (
            <option key={s} value={s}>
              {SORT_LABELS[s]}
            </option>
          ))}
        </select>
      </FilterField>
      <div className="flex flex-col justify-end">
        {check("verifiedOnly", "Verified employers only")}
        {check("claimedOnly", "Claimed profiles only")}
      </div>
    </div>
  );
}

function TriggerLabel({ count }: { count: number }) {
  return (
    <>
      <SlidersHorizontal aria-hidden="true" />
      Filters
      {count > 0 && (
        <Badge variant="default" aria-label={`${count} active`}>
          {count}
        </Badge>
      )}
    </>
  );
}

/**
 * Filters: a collapsible panel on wide screens, a button opening a bottom sheet under 768 px (SPEC §2). Both are
 * in the markup and CSS shows one (Tailwind's `md` is the same 768 px): the server draws the search page without
 * knowing the screen (D240), and choosing in script would move the results on a phone once it ran.
 */
export function FiltersPanel(props: FieldsProps & { onClear: () => void }) {
  return (
    <>
      <div className="md:hidden">
        <MobileFilters {...props} />
      </div>
      <div className="hidden md:block">
        <WideFilters {...props} />
      </div>
    </>
  );
}

function MobileFilters({ filters, onChange, onClear }: FieldsProps & { onClear: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" className="w-full">
          <TriggerLabel count={activeFilterCount(filters)} />
        </Button>
      </DialogTrigger>
      <DialogContent side="bottom">
        <DialogHeader>
          <DialogTitle>Filters</DialogTitle>
          <DialogDescription>Narrow the results. Your filters are remembered on this device.</DialogDescription>
        </DialogHeader>
        <FilterFields filters={filters} onChange={onChange} />
        <div className="flex gap-2">
          <Button variant="outline" className="flex-1" onClick={onClear}>
            {DIRECTORY.clearFilters}
          </Button>
          <Button className="flex-1" onClick={() => setOpen(false)}>
            Show results
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}

function WideFilters({ filters, onChange, onClear }: FieldsProps & { onClear: () => void }) {
  const [open, setOpen] = useState(false);
  const count = activeFilterCount(filters);
  return (
    <Collapsible.Root open={open} onOpenChange={setOpen} className="rounded-lg border">
      <div className="flex items-center justify-between gap-2 px-4 py-2">
        <Collapsible.Trigger asChild>
          <Button variant="ghost" className="-ml-2">
            <TriggerLabel count={count} />
            <ChevronDown
              className={open ? "rotate-180 transition-transform" : "transition-transform"}
              aria-hidden="true"
            />
          </Button>
        </Collapsible.Trigger>
        {count > 0 && (
          <Button variant="link" size="sm" onClick={onClear}>
            {DIRECTORY.clearFilters}
          </Button>
        )}
      </div>
      <Collapsible.Content className="border-t p-4">
        <FilterFields filters={filters} onChange={onChange} />
      </Collapsible.Content>
    </Collapsible.Root>
  );
}
