/**
 * Toasts from the islands of prerendered pages. The toast library injects its stylesheet when it loads, and a new
 * stylesheet restyles the whole page (measured 13-40 ms on a marketing page): there it loads with the first
 * toast instead of with the page. Elsewhere code imports `toast` from "sonner" directly.
 */
type Toast = typeof import("sonner").toast;

let wanted = false;
const listeners = new Set<() => void>();

export const toasterWanted = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  get: () => wanted,
};

/** Mounts the page's toaster (components/ui/app-toaster.tsx) if it waits for a first toast. */
export function wantToaster(): void {
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}

export function toastLater(show: (toast: Toast) => void): void {
  wantToaster();
  void import("sonner").then(({ toast }) => show(toast));
}
