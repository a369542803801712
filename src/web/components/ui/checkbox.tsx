import { Check } from "lucide-react";
import { Checkbox as CheckboxPrimitive } from "radix-ui";
import { withClass } from "./with-class";

export const Checkbox = withClass(
  CheckboxPrimitive.Root,
  "peer size-5 shrink-0 rounded-sm border border-input bg-background focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive data-[state=checked]:border-primary data-[state=checked]:bg-primary data-[state=checked]:text-primary-foreground",
  <CheckboxPrimitive.Indicator className="flex items-center justify-center text-current">
    <Check className="size-4" aria-hidden="true" />
  </CheckboxPrimitive.Indicator>,
);
