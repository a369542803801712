import { useId, useState } from "react";
import { FLAG_LIMITS, type FlagAction, type FlagDetail } from "../../../core/contracts/flags";
import { InPlaceForm } from "../../components/in-place-form";
import { ErrorNote } from "../../components/page-states";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { ApiError } from "../../lib/api";
import { CountedTextarea } from "../professional/disputes/disputes-pieces";
import { useFlag, useFlagAction } from "./flags-api";
import { priorityLabel, when } from "./flags-queue";

const ACTION_LABELS: Record<FlagAction, { label: string; confirm: string | null }> = {
  dismiss: { label: "Dismiss the flag", confirm: null },
  hide: { label: "Hide the text", confirm: "Hide this text? Readers stop seeing it and the author is told why." },
  remove_rating: {
    label: "Remove the rating",
    confirm: "Remove this rating? It stops counting at once and the employer is told why.",
  },
  warn: { label: "Warn the author", confirm: null },
};

/** The text with the matched words marked. */
function MarkedText({ text, words }: { text: string; words: string[] }) {
  if (words.length === 0) return <>{text}</>;
  const escaped = [...new Set(words)].map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
  const parts = text.split(new RegExp(`(${escaped.join("|")})`, "gi"));
  return (
    <>
      {parts.map((p, i) =>
        words.some((w) => w.toLowerCase() === p.toLowerCase()) ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: parts of one fixed string
          <mark key={i} className="rounded bg-amber-200 px-0.5 text-foreground dark:bg-amber-700">
            {p}
          </mark>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: parts of one fixed string
          <span key={i}>{p}</span>
        ),
      )}
    </>
  );
}

function DecideForm({ flag }: { flag: FlagDetail }) {
  const id = useId();
  const [action, setAction] = useState<FlagAction>(flag.actions[0] ?? "dismiss");
  const [reason, setReason] = useState("");
  const [strike, setStrike] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const act = useFlagAction(flag.id);
  const fieldError = act.error instanceof ApiError ? (act.error.fields?.reason ?? null) : null;
  const general = act.isError && !fieldError ? act.error.message : null;
  const confirmText = ACTION_LABELS[action].confirm;
  const needsConfirm =
    confirmText && action === "remove_rating" && strike
      ? `${confirmText} The employer also receives a strike, which it may appeal.`
      : confirmText;
  const submit = () =>
    act.mutate({ path: "decide", json: { action, reason, strike: action === "remove_rating" && strike } });
  return (
    <InPlaceForm
      aria-label="Decide"
      className="grid content-start gap-3 rounded-md border p-3"
      onSend={() => {
        if (needsConfirm && !confirming) setConfirming(true);
        else submit();
      }}
    >
      <h3 className="text-sm font-semibold">Decide</h3>
      <fieldset className="grid gap-1.5">
        <legend className="text-sm font-medium">Action</legend>
        {flag.actions.map((a) => (
          <label key={a} className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              name={`${id}-action`}
              value={a}
              checked={action === a}
              onChange={() => {
                setAction(a);
                setConfirming(false);
              }}
            />
            {ACTION_LABELS[a].label}
          </label>
        ))}
      </fieldset>
      {action === "remove_rating" && (
        <label className="flex items-start gap-2 text-sm">
          <input
            type="checkbox"
            className="mt-1"
            checked={strike}
            disabled={!flag.rating?.canStrike}
            onChange={(e) => setStrike(e.target.checked)}
          />
          <span>
            Also issue a strike to the employer
            <span className="block text-xs text-muted-foreground">
              {flag.rating?.canStrike
                ? "The employer is told, with this reason, and may appeal within 30 days."
                : "The employer behind this rating erased its account."}
            </span>
          </span>
        </label>
      )}
      <CountedTextarea
        id={`${id}-reason`}
        label="Reason"
        value={reason}
        onChange={setReason}
        min={FLAG_LIMITS.reasonMin}
        max={FLAG_LIMITS.reasonMax}
        rows={3}
        hint={
          action === "dismiss"
            ? "Kept with the decision; the author is not notified."
            : "The author reads this reason in their notification."
        }
        error={fieldError}
      />
      {general && (
        <p role="alert" className="text-sm text-destructive">
          {general}
        </p>
      )}
      {confirming && needsConfirm ? (
        <div role="alertdialog" aria-label="Confirm" className="grid gap-2 rounded-md border border-destructive/50 p-3">
          <p className="text-sm">{needsConfirm}</p>
          <div className="flex flex-wrap gap-2">
            <Button type="submit" variant="destructive" disabled={act.isPending}>
              Yes, {ACTION_LABELS[action].label.toLowerCase()}
            </Button>
            <Button type="button" variant="outline" onClick={() => setConfirming(false)}>
              Cancel
            </Button>
          </div>
        </div>
      ) : (
        <Button type="submit" disabled={act.isPending}>
          {ACTION_LABELS[action].label}
        </Button>
      )}
    </InPlaceForm>
  );
}

export function FlagPanel({ id }: { id: string }) {
  const flag = useFlag(id);
  const claim = useFlagAction(id);
  if (flag.isPending) return <p className="text-sm text-muted-foreground">Loading the flag…</p>;
  if (flag.isError)
    return (
      // A box of its own: the note keeps its height instead of stretching to the queue's beside it.
      <div>
        <ErrorNote message={flag.error.message} onRetry={() => flag.refetch()} />
      </div>
    );
  const f = flag.data;
  return (
    <article aria-labelledby="flag-title" className="grid content-start gap-4 rounded-md border p-4">
      <header className="grid gap-1">
        <h2 id="flag-title" className="text-lg font-semibold">
          {f.sourceLabel}: {f.subjectLabel}
        </h2>
        <p className="text-sm text-muted-foreground">
          Raised {when(f.createdAt)} · due {when(f.dueAt)} · priority {priorityLabel(f.priority)}
        </p>
      </header>
      <section className="grid gap-2">
        <h3 className="text-sm font-semibold">Flagged {f.subject === "rating" ? "rating" : "text"}</h3>
        <blockquote className="whitespace-pre-wrap break-words rounded-md bg-muted/50 p-3 text-sm">
          <MarkedText text={f.text} words={f.matches.map((m) => m.word)} />
        </blockquote>
        {f.matches.length > 0 && (
          <ul className="grid gap-1 text-sm" aria-label="Matched words">
            {f.matches.map((m, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: one list per flag, never reordered
              <li key={i}>
                <span className="font-medium">“{m.word}”</span>{" "}
                <span className="text-muted-foreground">({m.rule})</span> — {m.note}
              </li>
            ))}
          </ul>
        )}
      </section>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-muted-foreground">Author</dt>
        <dd className="break-words">{f.author.name || f.author.email || "Unknown (account gone)"}</dd>
        {f.rating && (
          <>
            <dt className="text-muted-foreground">Rating of</dt>
            <dd>{f.rating.professionalName}</dd>
            <dt className="text-muted-foreground">Rated by</dt>
            <dd>{f.rating.employerName ?? "—"} (administrators only)</dd>
            <dt className="text-muted-foreground">Rating state</dt>
            <dd>{f.rating.status.replace("_", " ")}</dd>
          </>
        )}
      </dl>
      {f.decision ? (
        <section className="grid gap-1 rounded-md border p-3 text-sm">
          <h3 className="font-semibold">Decision: {f.state}</h3>
          <p>{f.decision.reason}</p>
          <p className="text-muted-foreground">
            {f.decision.by ?? "A moderator"} · {when(f.decision.at)}
            {f.decision.strike ? " · strike issued" : ""}
          </p>
        </section>
      ) : f.claimedByMe ? (
        <div className="grid gap-3">
          <div className="flex flex-wrap items-center gap-2 text-sm">
            <Badge>Claimed by you</Badge>
            <Button type="button" variant="outline" size="sm" onClick={() => claim.mutate({ path: "release" })}>
              Release
            </Button>
          </div>
          <DecideForm key={f.id} flag={f} />
        </div>
      ) : (
        <div className="grid gap-2">
          {f.claimedBy && <p className="text-sm">{f.claimedBy} is reviewing this flag.</p>}
          {claim.isError && (
            <p role="alert" className="text-sm text-destructive">
              {claim.error.message}
            </p>
          )}
          <div>
            <Button type="button" onClick={() => claim.mutate({ path: "claim" })} disabled={claim.isPending}>
              {f.claimedBy ? "Take over when the claim lapses" : "Claim to review"}
            </Button>
          </div>
        </div>
      )}
    </article>
  );
}
