import type { AuditRow as Entry } from "../../../../core/contracts/admin-console";
import { Button } from "../../../components/ui/button";
import { shortDateTime } from "../time-words";
import { UUID } from "./trace-rating";

/** One audit row: who, what, on which record, the reason and the data; a rating's row can be traced. */
export function AuditEntry({ entry: e, onTrace }: { entry: Entry; onTrace: (ratingId: string) => void }) {
  return (
    <li key={e.id} className="grid gap-1 rounded-lg border p-3 text-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <span className="font-medium">{e.action}</span>
        <span className="text-muted-foreground">
          #{e.id} · {shortDateTime(e.at)}
        </span>
      </div>
      <div className="text-muted-foreground">
        By {e.userEmail ?? e.userId ?? "system"}
        {e.tableName && (
          <>
            {" "}
            · {e.tableName}
            {e.recordId && <span className="break-all font-mono text-xs"> {e.recordId}</span>}
          </>
        )}
      </div>
      {e.data && "reason" in e.data && <div>Reason: {String(e.data.reason)}</div>}
      {e.data && (
        <details>
          <summary className="cursor-pointer text-primary">Data</summary>
          <pre className="mt-1 overflow-x-auto rounded bg-muted/50 p-2 text-xs">{JSON.stringify(e.data, null, 2)}</pre>
        </details>
      )}
      {e.tableName === "ratings" && e.recordId && UUID.test(e.recordId) && (
        <div>
          <Button size="sm" variant="outline" onClick={() => onTrace(e.recordId!)}>
            Trace employer<span className="sr-only"> of rating {e.recordId}</span>
          </Button>
        </div>
      )}
    </li>
  );
}
