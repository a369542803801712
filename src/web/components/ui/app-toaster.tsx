import { Toaster } from "sonner";
import { island } from "../../islands/island";

/** Where toasts appear (SPEC §8 messages), in the app and on prerendered pages alike. */
export function AppToaster() {
  return <Toaster richColors closeButton position="top-right" />;
}

export const AppToasterIsland = island("toaster", AppToaster);
