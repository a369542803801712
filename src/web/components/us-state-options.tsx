import { US_STATES } from "../../core/us-states";

/** A US state select's options: "Choose…" (empty), then "California (CA)" and the rest. */
export function UsStateOptions() {
  return (
    <>
      <option value="">Choose…</option>
      {US_STATES.map(([code, name]) => (
        <option key={code} value={code}>
          {name} ({code})
        </option>
      ))}
    </>
  );
}
