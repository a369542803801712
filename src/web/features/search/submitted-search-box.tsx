import type * as React from "react";
import { Input } from "../../components/ui/input";

/**
 * The text box of a `useSubmittedSearch`, named for screen readers only (the finder around it says what it searches);
 * the caller puts the button that submits it beside it.
 */
export function SubmittedSearchBox({
  search,
  id,
  label,
  ...input
}: {
  search: { text: string; setText: (text: string) => void };
  id: string;
  label: string;
} & Omit<React.ComponentProps<typeof Input>, "id" | "value" | "onChange">) {
  return (
    <>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Input id={id} value={search.text} onChange={(e) => search.setText(e.target.value)} {...input} />
    </>
  );
}
