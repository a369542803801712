import { lazy, Suspense, useSyncExternalStore } from "react";
import { useSession } from "../../features/auth/session";
import { toasterWanted } from "../../lib/toast-later";

const Toaster = lazy(() => import("sonner").then((m) => ({ default: m.Toaster })));

let onDemand = false;

/**
 * Prerendered pages (prerender/main.tsx) mount the toaster only once something toasts (lib/toast-later.ts) or
 * someone is signed in (their menus toast directly): until then the toast library is not even loaded. A page the
 * server draws for the app (D240) passes `false` while it renders: the app's components toast directly.
 */
export function mountToasterOnDemand(on = true): void {
  onDemand = on;
}

/**
 * How far below the top of the window toasts start: under the sticky header (4rem = 64 px) with a gap, so a toast
 * never covers the bell or the avatar menu it may be about.
 */
export const TOAST_OFFSET_TOP_PX = 76;

/** Where toasts appear (SPEC §8 messages). */
export function AppToaster() {
  const wanted = useSyncExternalStore(toasterWanted.subscribe, toasterWanted.get, () => false);
  const signedIn = useSession().status === "signed-in";
  if (onDemand && !wanted && !signedIn) return null;
  return (
    <Suspense fallback={null}>
      <Toaster
        richColors
        closeButton
        position="top-right"
        offset={{ top: TOAST_OFFSET_TOP_PX }}
        mobileOffset={{ top: TOAST_OFFSET_TOP_PX }}
      />
    </Suspense>
  );
}
