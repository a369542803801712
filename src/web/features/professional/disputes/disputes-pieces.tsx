import { CheckCircle2, CircleDot, Clock, FileText, HelpCircle, Paperclip, Undo2, X, XCircle } from "lucide-react";
import { useId, useRef } from "react";
import { DISPUTE_LIMITS } from "../../../../core/contracts/disputes";
import { DISPUTE_STATUS_LABELS, type DisputeStatus } from "../../../../core/domain";
import { formatAverage, RATING_CATEGORIES, type RatingCategoryKey } from "../../../../core/rating-categories";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { cn } from "../../../lib/cn";
import { formatBytes } from "./disputes-api";

const STATUS_ICON: Record<DisputeStatus, typeof Clock> = {
  open: CircleDot,
  needs_info: HelpCircle,
  under_review: Clock,
  awaiting_employer: Clock,
  upheld: CheckCircle2,
  dismissed: XCircle,
  withdrawn: Undo2,
  overturned: Undo2,
};

export function DisputeStatusBadge({ status }: { status: DisputeStatus }) {
  const Icon = STATUS_ICON[status] ?? CircleDot;
  return (
    <Badge
      variant={status === "upheld" ? "success" : status === "needs_info" ? "default" : "outline"}
      className={cn(
        status === "needs_info" && "bg-amber-100 text-amber-950 dark:bg-amber-900 dark:text-amber-50",
        (status === "withdrawn" || status === "dismissed") && "text-muted-foreground",
      )}
    >
      <Icon aria-hidden="true" />
      {DISPUTE_STATUS_LABELS[status] ?? status}
    </Badge>
  );
}

export function RatingStatusBadge({ status }: { status: string }) {
  if (status === "under_dispute")
    return (
      <Badge variant="outline" className="border-amber-500/60 text-amber-900 dark:text-amber-100">
        <Clock aria-hidden="true" /> Under dispute
      </Badge>
    );
  if (status === "withheld")
    return (
      <Badge variant="outline" className="border-amber-500/60 text-amber-900 dark:text-amber-100">
        <Clock aria-hidden="true" /> Under review — not counted until decided
      </Badge>
    );
  if (status === "removed")
    return (
      <Badge variant="outline" className="text-muted-foreground">
        <XCircle aria-hidden="true" /> Removed
      </Badge>
    );
  return (
    <Badge variant="success">
      <CheckCircle2 aria-hidden="true" /> Shown on your profile
    </Badge>
  );
}

/** The 15 category scores as a compact definition list; "–" where the employer did not score one. */
export function ScoreGrid({ scores }: { scores: Record<RatingCategoryKey, number | null> }) {
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
      {RATING_CATEGORIES.map(({ key, label }) => (
        <div key={key} className="flex items-baseline justify-between gap-3 border-b border-dashed py-1">
          <dt className="text-muted-foreground">{label}</dt>
          <dd className="font-medium tabular-nums">{scores[key] == null ? "–" : `${scores[key]} / 5`}</dd>
        </div>
      ))}
    </dl>
  );
}

export function ScoreFigure({ score }: { score: number }) {
  return (
    <p className="flex items-baseline gap-1">
      <span className="text-3xl font-bold tabular-nums">{formatAverage(score)}</span>
      <span className="text-sm text-muted-foreground">/ 5.0</span>
    </p>
  );
}

export function FieldError({ id, message }: { id: string; message?: string | null }) {
  return message ? (
    <p id={id} className="text-sm text-destructive">
      {message}
    </p>
  ) : null;
}

/**
 * Choose evidence files: a button that opens the picker (adding to the list), the chosen files with their size and
 * a Remove button each. The hidden input stays keyboard-reachable through the visible button.
 */
export function EvidencePicker({
  files,
  onChange,
  error,
  disabled,
}: {
  files: File[];
  onChange: (files: File[]) => void;
  error?: string | null;
  disabled?: boolean;
}) {
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const full = files.length >= DISPUTE_LIMITS.filesPerSubmission;
  return (
    <fieldset className="grid gap-2">
      <legend className="text-sm font-medium">Evidence (optional)</legend>
      <p id={`${id}-hint`} className="text-sm text-muted-foreground">
        Up to {DISPUTE_LIMITS.filesPerSubmission} files: PDF, PNG or JPEG, 10 MB each. Only Standing's reviewers see
        them.
      </p>
      <input
        ref={input}
        id={`${id}-input`}
        type="file"
        multiple
        accept="application/pdf,image/png,image/jpeg,.pdf,.png,.jpg,.jpeg"
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        onChange={(e) => {
          const picked = Array.from(e.target.files ?? []);
          onChange([...files, ...picked]);
          e.target.value = "";
        }}
      />
      <div>
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={disabled || full}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`}
          onClick={() => input.current?.click()}
        >
          <Paperclip aria-hidden="true" /> {files.length > 0 ? "Add more files" : "Attach files"}
        </Button>
      </div>
      {files.length > 0 && (
        <ul className="grid gap-1.5" aria-label="Files to send">
          {files.map((f, i) => (
            <li
              // biome-ignore lint/suspicious/noArrayIndexKey: the same file may be chosen twice; position is the identity
              key={`${f.name}-${i}`}
              className="flex items-center gap-2 rounded-md border bg-muted/40 px-3 py-1.5 text-sm"
            >
              <FileText className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
              <span className="min-w-0 flex-1 truncate">{f.name}</span>
              <span className="shrink-0 tabular-nums text-muted-foreground">{formatBytes(f.size)}</span>
              <Button
                type="button"
                variant="ghost"
                size="icon"
                className="size-8 shrink-0"
                aria-label={`Remove ${f.name}`}
                disabled={disabled}
                onClick={() => onChange(files.filter((_, j) => j !== i))}
              >
                <X aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      )}
      <FieldError id={`${id}-error`} message={error} />
    </fieldset>
  );
}

/** A labelled textarea with a live character count and a minimum. */
export function CountedTextarea({
  id,
  label,
  value,
  onChange,
  min,
  max,
  error,
  hint,
  disabled,
  rows = 6,
  placeholder,
  describedBy,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  min: number;
  max: number;
  error?: string | null;
  hint?: string;
  disabled?: boolean;
  rows?: number;
  placeholder?: string;
  /** The id of another note about the text (an administrator's rater screen, D296). */
  describedBy?: string;
}) {
  const length = value.trim().length;
  const short = length < min;
  return (
    <div className="grid gap-2">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          {hint}
        </p>
      )}
      <textarea
        id={id}
        value={value}
        rows={rows}
        maxLength={max}
        disabled={disabled}
        placeholder={placeholder}
        aria-invalid={error ? true : undefined}
        aria-describedby={cn(hint && `${id}-hint`, `${id}-count`, error && `${id}-error`, describedBy)}
        onChange={(e) => onChange(e.target.value)}
        className={cn(
          "w-full min-w-0 resize-y rounded-md border border-input bg-background px-3 py-2 text-sm focus-visible:outline-2 focus-visible:outline-ring",
          error && "border-destructive",
        )}
      />
      <p
        id={`${id}-count`}
        className={cn("text-right text-xs tabular-nums text-muted-foreground", short && length > 0 && "text-amber-700")}
      >
        {length.toLocaleString()} / {max.toLocaleString()}
        {short && min > 1 ? ` · at least ${min}` : ""}
      </p>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
