import { type ClassValue, clsx } from "clsx";
import { twMerge } from "tailwind-merge";

/**
 * clsx, then tailwind-merge: of two classes that set the same thing, the later one stays (`cn("px-4", "p-0")` is
 * `p-0`). tailwind-merge keeps its own cache of lists it has merged (decision 0342, which supersedes the hand-made
 * conflict tables of D285).
 */
export function cn(...inputs: ClassValue[]) {
  return twMerge(clsx(inputs));
}
