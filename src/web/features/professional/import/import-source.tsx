import { FileArchive, FileJson, Link2, Upload, X } from "lucide-react";
import type * as React from "react";
import { useId, useRef, useState } from "react";
import type { ImportDraftView, ImportOverview } from "../../../../core/contracts/profile-import";
import { Button } from "../../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "../../../components/ui/card";
import { Input } from "../../../components/ui/input";
import { Label } from "../../../components/ui/label";
import { ProgressBar } from "../../../components/ui/progress-bar";
import { RadioGroup, RadioGroupItem } from "../../../components/ui/radio-group";
import { ApiError } from "../../../lib/api";
import { cn } from "../../../lib/cn";
import { formatBytes, importFromProfileUrl, uploadImportFiles } from "./import-api";

type Source = "archive" | "json" | "url";

const SOURCES: Array<{ value: Source; title: string; hint: string; icon: typeof FileArchive }> = [
  { value: "archive", title: "LinkedIn data archive", hint: "The ZIP, or its CSV files", icon: FileArchive },
  { value: "json", title: "JSON Resume", hint: "A resume.json file", icon: FileJson },
  { value: "url", title: "Public profile address", hint: "Fetched by our import service", icon: Link2 },
];

/** Checks a selection against the server's limits before uploading, so the person hears about it at once. */
export function checkFiles(files: File[], source: Source, limits: ImportOverview["limits"]): string | null {
  if (files.length === 0) return "Choose a file first.";
  if (files.length > limits.files) return `Choose at most ${limits.files} files.`;
  for (const f of files) {
    const isZip = /\.zip$/i.test(f.name);
    const max = source === "json" ? limits.jsonBytes : isZip ? limits.zipBytes : limits.csvBytes;
    if (f.size > max) return `${f.name} is larger than ${formatBytes(max)}.`;
    if (f.size === 0) return `${f.name} is empty.`;
  }
  if (source === "json" && files.length > 1) return "Choose one JSON Resume file.";
  if (source === "archive" && files.some((f) => /\.zip$/i.test(f.name)) && files.length > 1)
    return "Choose the ZIP on its own, or its CSV files without the ZIP.";
  return null;
}

function UploadProgress({ value }: { value: number }) {
  return (
    <div className="grid gap-1">
      <ProgressBar label="Upload progress" value={value} barClassName="bg-primary transition-all" />
      <p className="text-xs text-muted-foreground" aria-live="polite">
        {value < 100 ? `Uploading… ${value}%` : "Reading your files…"}
      </p>
    </div>
  );
}

/** Step one: choose a source, then files (drag and drop or the picker) or a profile address. */
export function ImportSourceStep({
  overview,
  onDraft,
}: {
  overview: ImportOverview;
  onDraft: (draft: ImportDraftView) => void;
}) {
  const id = useId();
  const [source, setSource] = useState<Source>("archive");
  const [files, setFiles] = useState<File[]>([]);
  const [dragging, setDragging] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [url, setUrl] = useState("");
  const [urlError, setUrlError] = useState<string | null>(null);
  const [fetching, setFetching] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const available = SOURCES.filter((s) => s.value !== "url" || overview.scraperEnabled);
  const busy = progress !== null || fetching;

  const choose = (list: FileList | null) => {
    if (!list) return;
    const next = source === "json" ? [...list].slice(0, 1) : [...list];
    setFiles(next);
    setError(checkFiles(next, source, overview.limits));
  };

  async function upload() {
    const problem = checkFiles(files, source, overview.limits);
    if (problem) return setError(problem);
    setError(null);
    setProgress(0);
    try {
      const draft = await uploadImportFiles(files, (f) => setProgress(Math.round(f * 100)));
      onDraft(draft);
    } catch (e) {
      setError(e instanceof ApiError ? e.message : "The upload failed. Try again.");
    } finally {
      setProgress(null);
    }
  }

  async function fetchProfile(e: React.FormEvent) {
    e.preventDefault();
    if (url.trim() === "") return setUrlError("Paste the address of your public profile.");
    setUrlError(null);
    setFetching(true);
    try {
      onDraft(await importFromProfileUrl(url.trim()));
    } catch (err) {
      setUrlError(err instanceof ApiError ? (err.fields?.url ?? err.message) : "The import failed. Try again.");
    } finally {
      setFetching(false);
    }
  }

  return (
    <Card>
      <CardHeader className="p-4 sm:p-6">
        <h2 className="text-lg font-semibold leading-tight">Where should we import from?</h2>
        <CardDescription>
          You'll see a preview first and choose what to keep. Nothing on your profile changes until you apply.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5 p-4 pt-0 sm:p-6 sm:pt-0">
        <RadioGroup
          aria-label="Import source"
          className={cn("grid gap-3", available.length === 3 ? "sm:grid-cols-3" : "sm:grid-cols-2")}
          value={source}
          onValueChange={(v) => {
            setSource(v as Source);
            setFiles([]);
            setError(null);
          }}
          disabled={busy}
        >
          {available.map((s) => (
            <Label
              key={s.value}
              htmlFor={`${id}-${s.value}`}
              className="flex cursor-pointer items-start gap-3 rounded-lg border p-4 has-[[data-state=checked]]:border-primary has-[[data-state=checked]]:bg-primary/5"
            >
              <RadioGroupItem id={`${id}-${s.value}`} value={s.value} className="mt-0.5" />
              <span className="grid gap-0.5">
                <span className="flex items-center gap-2 font-medium">
                  <s.icon className="size-4 text-primary" aria-hidden="true" />
                  {s.title}
                </span>
                <span className="text-sm font-normal text-muted-foreground">{s.hint}</span>
              </span>
            </Label>
          ))}
        </RadioGroup>

        {source === "archive" && (
          <p className="text-sm text-muted-foreground">
            On LinkedIn, open <strong>Me → Settings &amp; Privacy → Data privacy → Get a copy of your data</strong>,
            tick Profile, Positions, Education and Certifications (or everything), and request the archive. LinkedIn
            e-mails you a link, usually within minutes: upload the ZIP as it is, or just those CSV files.
          </p>
        )}
        {source === "json" && (
          <p className="text-sm text-muted-foreground">
            Many resume builders export a JSON Resume file (<code>resume.json</code>, see jsonresume.org). We read your
            name, headline, summary, location, LinkedIn link, work, education and certificates.
          </p>
        )}

        {source === "url" ? (
          <form className="grid gap-2" onSubmit={fetchProfile} noValidate>
            <Label htmlFor={`${id}-address`}>Your LinkedIn profile address</Label>
            <div className="flex flex-col gap-2 sm:flex-row">
              <Input
                id={`${id}-address`}
                type="url"
                inputMode="url"
                placeholder="https://www.linkedin.com/in/your-name"
                value={url}
                onChange={(e) => setUrl(e.target.value)}
                aria-invalid={urlError ? true : undefined}
                aria-describedby={urlError ? `${id}-address-error` : `${id}-address-hint`}
                disabled={fetching}
              />
              <Button type="submit" disabled={fetching} className="sm:w-40">
                {fetching ? "Fetching..." : "Fetch profile"}
              </Button>
            </div>
            {urlError ? (
              <p id={`${id}-address-error`} className="text-sm text-destructive" role="alert">
                {urlError}
              </p>
            ) : (
              <p id={`${id}-address-hint`} className="text-xs text-muted-foreground">
                Only what your profile shows publicly can be read. This can take up to 15 seconds.
              </p>
            )}
          </form>
        ) : (
          <div className="grid gap-3">
            <section
              aria-label="Drop files here"
              onDragOver={(e) => {
                e.preventDefault();
                if (!busy) setDragging(true);
              }}
              onDragLeave={() => setDragging(false)}
              onDrop={(e) => {
                e.preventDefault();
                setDragging(false);
                if (!busy) choose(e.dataTransfer.files);
              }}
              className={cn(
                "grid justify-items-center gap-3 rounded-lg border-2 border-dashed p-6 text-center transition-colors",
                dragging ? "border-primary bg-primary/5" : "border-input",
              )}
            >
              <Upload className="size-8 text-muted-foreground" aria-hidden="true" />
              <p className="text-sm">
                Drag {source === "json" ? "your resume.json" : "the ZIP or the CSV files"} here, or
              </p>
              <Button type="button" variant="outline" onClick={() => input.current?.click()} disabled={busy}>
                Choose {source === "json" ? "a file" : "files"}
              </Button>
              <Label htmlFor={`${id}-files`} className="sr-only">
                {source === "json" ? "JSON Resume file" : "Archive ZIP or CSV files"}
              </Label>
              <input
                ref={input}
                id={`${id}-files`}
                type="file"
                className="sr-only"
                tabIndex={-1}
                multiple={source !== "json"}
                accept={source === "json" ? ".json,application/json" : ".zip,.csv,application/zip,text/csv"}
                onChange={(e) => {
                  choose(e.target.files);
                  e.target.value = "";
                }}
              />
              <p className="text-xs text-muted-foreground">
                {source === "json"
                  ? `Up to ${formatBytes(overview.limits.jsonBytes)}.`
                  : `ZIP up to ${formatBytes(overview.limits.zipBytes)}; CSV files up to ${formatBytes(overview.limits.csvBytes)} each.`}
              </p>
            </section>
            {files.length > 0 && (
              <ul className="grid gap-1 text-sm" aria-label="Chosen files">
                {files.map((f) => (
                  <li
                    key={`${f.name}-${f.size}`}
                    className="flex items-center justify-between gap-2 rounded-md bg-muted px-3 py-1.5"
                  >
                    <span className="min-w-0 truncate">
                      {f.name} <span className="text-muted-foreground">({formatBytes(f.size)})</span>
                    </span>
                    <Button
                      type="button"
                      variant="ghost"
                      size="sm"
                      className="h-7 px-2"
                      disabled={busy}
                      aria-label={`Remove ${f.name}`}
                      onClick={() => {
                        const next = files.filter((x) => x !== f);
                        setFiles(next);
                        setError(next.length ? checkFiles(next, source, overview.limits) : null);
                      }}
                    >
                      <X aria-hidden="true" />
                    </Button>
                  </li>
                ))}
              </ul>
            )}
            {progress !== null && <UploadProgress value={progress} />}
            {error && (
              <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm">
                {error}
              </p>
            )}
            <Button className="justify-self-start" onClick={upload} disabled={busy || files.length === 0}>
              {progress !== null ? "Reading..." : "Preview import"}
            </Button>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
