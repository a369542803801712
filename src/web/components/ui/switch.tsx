import { Switch as SwitchPrimitive } from "radix-ui";
import { withClass } from "./with-class";

/** shadcn/ui switch (Radix): a button with role="switch" and aria-checked. */
export const Switch = withClass(
  SwitchPrimitive.Root,
  "peer inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full border-2 border-transparent transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-50 data-[state=checked]:bg-primary data-[state=unchecked]:bg-input",
  <SwitchPrimitive.Thumb className="pointer-events-none block size-5 rounded-full bg-background shadow-sm ring-0 transition-transform data-[state=checked]:translate-x-5 data-[state=unchecked]:translate-x-0" />,
);
