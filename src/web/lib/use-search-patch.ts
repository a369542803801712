import { useSearchParams } from "react-router";

/**
 * The page's query string, and a way to change some of its parameters in place (no new history entry): a value of
 * null or "" removes the parameter.
 */
export function useSearchPatch() {
  const [params, setParams] = useSearchParams();
  const update = (patch: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(patch)) {
      if (v === null || v === "") next.delete(k);
      else next.set(k, v);
    }
    setParams(next, { replace: true });
  };
  return [params, update] as const;
}
