import type * as React from "react";
import { InPlaceForm } from "./in-place-form";

/**
 * A search form (`role="search"`, named by `label`) handled in place: `onSearch` runs instead of the browser's submit.
 * `action` and `method` still serve before the page's JavaScript runs.
 */
export function SearchForm({
  label,
  onSearch,
  ...form
}: { label?: string; onSearch: () => void } & Omit<React.ComponentProps<"form">, "role" | "onSubmit">) {
  return <InPlaceForm role="search" aria-label={label} {...form} onSend={onSearch} />;
}
