import { describe, expect, it } from "vitest";
import { cn } from "../../src/web/lib/cn";

describe("cn", () => {
  it("merges what conflicts, keeps what does not, and gives tailwind-merge's spacing", () => {
    expect(cn("px-4 py-2", "p-0")).toBe("p-0");
    expect(cn("flex items-center", false && "hidden", "hidden")).toBe("items-center hidden");
    expect(cn("absolute top-0", "inset-0")).toBe("absolute inset-0");
    expect(cn("text-sm uppercase", "normal-case")).toBe("text-sm normal-case");
    expect(cn("hover:focus:bg-muted", "focus:hover:bg-card")).toBe("focus:hover:bg-card");
    expect(cn("size-9 rounded-full", "size-12")).toBe("rounded-full size-12");
    expect(cn("  rounded-md\n  border ", "shadow-sm")).toBe("rounded-md border shadow-sm");
    expect(cn("rounded-md", "border", "shadow-sm", "px-4", "sm:px-6", "md:flex", "hidden")).toBe(
      "rounded-md border shadow-sm px-4 sm:px-6 md:flex hidden",
    );
  });

  it("takes clsx's inputs: conditions, arrays and objects", () => {
    expect(cn(["p-2", { "p-4": true, hidden: false }], undefined, null)).toBe("p-4");
  });
});
