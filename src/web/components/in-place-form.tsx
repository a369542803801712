import type * as React from "react";

/**
 * A form whose submission the page handles in place: `onSend` runs instead of the browser's own submit (which would
 * reload the page). Every other attribute is the form's.
 */
export function InPlaceForm({
  onSend,
  ...form
}: { onSend: () => void } & Omit<React.ComponentProps<"form">, "onSubmit">) {
  return (
    <form
      {...form}
      onSubmit={(event) => {
        event.preventDefault();
        onSend();
      }}
    />
  );
}
