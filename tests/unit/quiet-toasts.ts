import { vi } from "vitest";

/**
 * sonner with `toast` (and its `error` and `success`) as spies, for `vi.mock("sonner", …)` in the forms' tests: what
 * a form toasts is read from the spies and nothing is drawn. A factory is hoisted above the file's imports, so the
 * test imports this one inside it.
 */
export async function quietToasts(importOriginal: <T>() => Promise<T>) {
  const actual = await importOriginal<typeof import("sonner")>();
  return { ...actual, toast: Object.assign(vi.fn(), { ...actual.toast, error: vi.fn(), success: vi.fn() }) };
}
