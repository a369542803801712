import { lazy, Suspense, useSyncExternalStore } from "react";
import { useSession } from "../../features/auth/session";
import { toasterWanted } from "../../lib/toast-later";

const Toaster = lazy(() => import("sonner").then((m) => ({ default: m.Toaster })));

let onDemand = false;

/**
 * Prerendered pages (islands/main.tsx) mount the toaster only once something toasts (lib/toast-later.ts) or
 * someone is signed in (their menus toast directly): until then the toast library is not even loaded.
 */
export function mountToasterOnDemand(): void {
  onDemand = true;
}

/** Where toasts appear (SPEC §8 messages). */
export function AppToaster() {
  const wanted = useSyncExternalStore(toasterWanted.subscribe, toasterWanted.get, () => false);
  const signedIn = useSession().status === "signed-in";
  if (onDemand && !wanted && !signedIn) return null;
  return (
    <Suspense fallback={null}>
      <Toaster richColors closeButton position="top-right" />
    </Suspense>
  );
}
