import { useEffect, useRef, useState } from "react";
import { LIMITS } from "../../../core/limits";

/**
 * Pull-to-refresh (SPEC §2, §9): a downward swipe that starts at the top of the page and travels at
 * least 80 px refreshes. `pull` is the distance to show an indicator; it resets on release.
 */
export function pullDecision(startY: number | null, currentY: number, scrollTop: number) {
  if (startY === null || scrollTop > 0) return { pull: 0, ready: false };
  const pull = Math.max(0, currentY - startY);
  return { pull, ready: pull >= LIMITS.pullToRefreshThresholdPx };
}

export function usePullToRefresh(onRefresh: () => void) {
  const [pull, setPull] = useState(0);
  const start = useRef<number | null>(null);
  const ready = useRef(false);
  const refresh = useRef(onRefresh);
  refresh.current = onRefresh;

  useEffect(() => {
    const onStart = (e: TouchEvent) => {
      start.current = window.scrollY <= 0 && e.touches.length === 1 ? (e.touches[0]?.clientY ?? null) : null;
      ready.current = false;
    };
    const onMove = (e: TouchEvent) => {
      if (start.current === null) return;
      const d = pullDecision(start.current, e.touches[0]?.clientY ?? start.current, window.scrollY);
      ready.current = d.ready;
      setPull(Math.min(d.pull, LIMITS.pullToRefreshThresholdPx * 1.5));
    };
    const onEnd = () => {
      if (start.current !== null && ready.current) refresh.current();
      start.current = null;
      ready.current = false;
      setPull(0);
    };
    window.addEventListener("touchstart", onStart, { passive: true });
    window.addEventListener("touchmove", onMove, { passive: true });
    window.addEventListener("touchend", onEnd);
    window.addEventListener("touchcancel", onEnd);
    return () => {
      window.removeEventListener("touchstart", onStart);
      window.removeEventListener("touchmove", onMove);
      window.removeEventListener("touchend", onEnd);
      window.removeEventListener("touchcancel", onEnd);
    };
  }, []);

  return { pull, ready: pull >= LIMITS.pullToRefreshThresholdPx };
}
