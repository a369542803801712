import { Download, FileUp } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { toast } from "sonner";
import { decodeCsvBytes } from "../../../../core/csv";
import { EMPLOYER, GENERIC_ERRORS } from "../../../../core/messages";
import { parseRosterCsv, ROSTER_MESSAGES } from "../../../../core/roster";
import { ErrorNote } from "../../../components/page-states";
import { Button } from "../../../components/ui/button";
import { Card, CardContent, IconCardHeader } from "../../../components/ui/card";
import { Label } from "../../../components/ui/label";
import { ProgressBar } from "../../../components/ui/progress-bar";
import { ApiError } from "../../../lib/api";
import { ImportSummary } from "./import-summary";
import { importRoster, type Summary, useRosterInvalidation } from "./upload-api";

/** Import a CSV: checked in the browser first, previewed by the server (a dry run), then imported with progress. */
export function CsvImport({ allowed, planBlocked, today }: { allowed: boolean; planBlocked: boolean; today: string }) {
  const [csv, setCsv] = useState<string | null>(null);
  const [fileNotes, setFileNotes] = useState<string[]>([]);
  const [fileName, setFileName] = useState("");
  const [confirmNames, setConfirmNames] = useState(false);
  const [preview, setPreview] = useState<Summary | null>(null);
  const [result, setResult] = useState<Summary | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const refresh = useRosterInvalidation();

  async function run(dryRun: boolean) {
    if (!csv) return;
    setError(null);
    setProgress(0);
    try {
      const res = await importRoster({ csv, dryRun, confirmNameMatches: confirmNames }, (f) =>
        setProgress(Math.round(f * 90)),
      );
      setProgress(100);
      if (dryRun) setPreview(res);
      else {
        setResult(res);
        setPreview(null);
        toast.success(`Imported: ${res.created} created, ${res.matched} matched, ${res.skipped} skipped.`);
        refresh();
      }
    } catch (e) {
      setError(e instanceof ApiError ? (e.fields?.csv ?? e.message) : GENERIC_ERRORS.internal);
    } finally {
      setTimeout(() => setProgress(null), 600);
    }
  }

  const shown = result ?? preview;
  return (
    <Card>
      <IconCardHeader
        icon={FileUp}
        title="Upload a CSV"
        description="Up to 10,000 employees per file. You'll see a preview first; nothing is written until you import, and a file with any invalid row imports nothing."
      />
      <CardContent className="grid gap-4">
        {planBlocked ? (
          <p className="text-sm">
            {EMPLOYER.bulkUploadPlan}{" "}
            <Link className="font-medium text-primary underline" to="/pricing">
              See plans
            </Link>
          </p>
        ) : (
          <>
            <div className="flex flex-wrap items-center gap-3">
              <Button asChild variant="outline" size="sm">
                <a href="/api/v1/employer/employees/template" download>
                  <Download aria-hidden="true" /> Download template
                </a>
              </Button>
              <Label htmlFor="csv-file" className="sr-only">
                CSV file
              </Label>
              <input
                id="csv-file"
                type="file"
                accept=".csv,text/csv"
                disabled={!allowed}
                className="min-w-0 text-sm file:mr-3 file:rounded-md file:border file:bg-background file:px-3 file:py-1.5"
                onChange={async (e) => {
                  const file = e.target.files?.[0];
                  setPreview(null);
                  setResult(null);
                  setError(null);
                  setCsv(null);
                  setFileNotes([]);
                  setFileName(file?.name ?? "");
                  if (!file) return;
                  if (file.size > 5 * 1024 * 1024) return setError("The file must be 5 MB or smaller.");
                  const { text, encoding } = decodeCsvBytes(new Uint8Array(await file.arrayBuffer()));
                  // File-level problems (empty, no header, missing columns) are said at once, without a round trip.
                  const parsed = parseRosterCsv(text, { today });
                  if (!parsed.ok) return setError(`${file.name}: ${parsed.error}`);
                  setFileNotes(encoding === "windows-1252" ? [ROSTER_MESSAGES.windows1252] : []);
                  setCsv(text);
                }}
              />
            </div>
            <label className="flex items-start gap-2 text-sm">
              <input
                type="checkbox"
                className="mt-1"
                checked={confirmNames}
                onChange={(e) => setConfirmNames(e.target.checked)}
              />
              Link rows to existing public profiles with exactly the same name, city and state (otherwise we create new
              profiles for them). A row whose e-mail or LinkedIn address belongs to a profile with the same name links
              to it either way.
            </label>
            <div className="flex flex-wrap gap-2">
              <Button variant="outline" disabled={!csv || progress !== null} onClick={() => run(true)}>
                Preview {fileName}
              </Button>
              <Button disabled={!preview || preview.errors.length > 0 || progress !== null} onClick={() => run(false)}>
                Import {preview ? preview.total - preview.skipped : ""} employees
              </Button>
            </div>
            {progress !== null && (
              <div className="grid gap-1">
                <ProgressBar label="Upload progress" value={progress} barClassName="bg-primary transition-all" />
                <p className="text-xs text-muted-foreground">
                  {progress < 90 ? `Uploading… ${progress}%` : "Processing…"}
                </p>
              </div>
            )}
            {error && <ErrorNote message={error} />}
            {!error && (fileNotes.length > 0 || (shown?.notes.length ?? 0) > 0) && (
              <ul className="grid gap-1 rounded-md border border-amber-500/40 bg-amber-50 p-3 text-sm text-amber-900">
                {[...fileNotes, ...(shown?.notes ?? [])].map((note) => (
                  <li key={note}>{note}</li>
                ))}
              </ul>
            )}
            {shown && <ImportSummary summary={shown} nameMatchesUnlinked={!confirmNames} />}
          </>
        )}
      </CardContent>
    </Card>
  );
}
