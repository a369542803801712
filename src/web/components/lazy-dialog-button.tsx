import { type ComponentType, type LazyExoticComponent, type ReactNode, Suspense, useRef, useState } from "react";
import { Button } from "./ui/button";

/** What a lazily loaded dialog receives from its button: it is always controlled, and gives focus back on close. */
export interface LazyDialogState {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus: (event: Event) => void;
}

/**
 * A button that opens a dialog whose code (the dialog primitive, focus trap, scroll lock, toasts, its own helpers)
 * is fetched the first time a person points at, focuses or presses the button, not when the page boots: a visitor
 * landing on a profile from a shared link downloads and evaluates none of it (issue 19 §7, D273). The button
 * announces the dialog as a trigger would, and focus returns to it when the dialog closes.
 */
export function LazyDialogButton<P extends object>({
  dialog: Dialog,
  preload,
  dialogProps,
  children,
}: {
  dialog: LazyExoticComponent<ComponentType<P & LazyDialogState>>;
  preload: () => unknown;
  dialogProps: P;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button
        ref={button}
        type="button"
        variant="outline"
        size="sm"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={() => void preload()}
        onFocus={() => void preload()}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        {children}
      </Button>
      {used && (
        <Suspense fallback={null}>
          <Dialog
            {...dialogProps}
            open={open}
            onOpenChange={setOpen}
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              button.current?.focus();
            }}
          />
        </Suspense>
      )}
    </>
  );
}
