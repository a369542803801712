import type * as React from "react";

/**
 * A search form (`role="search"`, named by `label`) whose submission the page handles in place: `onSearch` runs
 * instead of the browser's own submit. `action` and `method` still serve before the page's JavaScript runs.
 */
export function SearchForm({
  label,
  onSearch,
  ...form
}: { label?: string; onSearch: () => void } & Omit<React.ComponentProps<"form">, "role" | "onSubmit">) {
  return (
    <form
      role="search"
      aria-label={label}
      {...form}
      onSubmit={(event) => {
        event.preventDefault();
        onSearch();
      }}
    />
  );
}
