import { Avatar as AvatarPrimitive } from "radix-ui";
import { withClass } from "./with-class";

export const Avatar = withClass(AvatarPrimitive.Root, "relative flex size-9 shrink-0 overflow-hidden rounded-full");

export const AvatarImage = withClass(AvatarPrimitive.Image, "aspect-square size-full object-cover");

/** Shown while the image loads and whenever it fails (Radix swaps it in on the image's error event). */
export const AvatarFallback = withClass(
  AvatarPrimitive.Fallback,
  "flex size-full items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground",
);
