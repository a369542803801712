import { RadioGroup as RadioGroupPrimitive } from "radix-ui";
import { withClass } from "./with-class";

export const RadioGroup = withClass(RadioGroupPrimitive.Root, "grid gap-2");

export const RadioGroupItem = withClass(
  RadioGroupPrimitive.Item,
  "aspect-square size-4 shrink-0 rounded-full border border-primary text-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-50",
  <RadioGroupPrimitive.Indicator className="flex items-center justify-center">
    <span className="size-2 rounded-full bg-current" />
  </RadioGroupPrimitive.Indicator>,
);
