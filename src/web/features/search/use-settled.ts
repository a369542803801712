import { useEffect, useState } from "react";

/** Text filters settle for this long before a search is sent, so typing "Denver" is one request. */
export const FILTER_SETTLE_MS = 350;

export function useSettled<T>(value: T, ms: number): [T, (now: T) => void] {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return [settled, setSettled];
}
