import { Search } from "lucide-react";
import { useId } from "react";
import { SearchForm } from "../../../components/search-form";
import { Button } from "../../../components/ui/button";
import { Card, CardContent } from "../../../components/ui/card";
import { Input } from "../../../components/ui/input";
import type { RosterFilters } from "../employer-api";
import { FILTERS } from "./roster-filters";

const selectClass =
  "h-10 w-full rounded-md border border-input bg-background px-3 text-sm focus-visible:outline-2 focus-visible:outline-ring";

/** The name search and the four filters over the roster. */
export function RosterSearch({
  filters,
  text,
  setText,
  update,
}: {
  filters: RosterFilters;
  text: string;
  setText: (text: string) => void;
  update: (next: Partial<RosterFilters>) => void;
}) {
  const id = useId();
  return (
    <Card>
      <CardContent className="grid gap-4 p-4 sm:p-5">
        <SearchForm
          label="Search your roster"
          className="flex gap-2"
          onSearch={() => update({ q: text.trim() || undefined })}
        >
          <label htmlFor={`${id}-q`} className="sr-only">
            Search by name
          </label>
          <Input
            id={`${id}-q`}
            type="search"
            value={text}
            maxLength={100}
            placeholder="Search by name"
            autoComplete="off"
            onChange={(e) => setText(e.target.value)}
          />
          <Button type="submit" variant="outline">
            <Search aria-hidden="true" /> Search
          </Button>
        </SearchForm>
        <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          {FILTERS.map((f) => (
            <div key={f.key} className="grid gap-1.5">
              <label htmlFor={`${id}-${f.key}`} className="text-sm font-medium">
                {f.label}
              </label>
              <select
                id={`${id}-${f.key}`}
                className={selectClass}
                value={(filters[f.key] as string | undefined) ?? ""}
                onChange={(e) => update({ [f.key]: e.target.value || undefined })}
              >
                <option value="">All</option>
                {f.options.map(([value, label]) => (
                  <option key={value} value={value}>
                    {label}
                  </option>
                ))}
              </select>
            </div>
          ))}
        </div>
      </CardContent>
    </Card>
  );
}
