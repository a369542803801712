import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { toast } from "sonner";
import {
  FLAG_LIMITS,
  FLAG_SOURCE_LABELS,
  FLAG_SOURCES,
  type FlagAction,
  type FlagDetail,
  type FlagList,
} from "../../../core/contracts/flags";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { ApiError, api } from "../../lib/api";
import { cn } from "../../lib/cn";
import { CountedTextarea } from "../professional/disputes/disputes-pieces";

/** The flags queue (issue 15 §1): data hooks and the pieces of /admin/flags. */

export const ADMIN_FLAGS_KEY = ["admin", "flags"] as const;

export interface FlagFilters {
  state: "open" | "decided" | "all";
  source: string;
}

export function useFlagQueue(filters: FlagFilters) {
  const query = new URLSearchParams({ state: filters.state, ...(filters.source ? { source: filters.source } : {}) });
  return useQuery({
    queryKey: [...ADMIN_FLAGS_KEY, "list", filters],
    queryFn: () => api<FlagList>(`/admin/flags?${query}`),
  });
}

export function useFlag(id: string | null) {
  return useQuery({
    queryKey: [...ADMIN_FLAGS_KEY, "one", id],
    queryFn: () => api<FlagDetail>(`/admin/flags/${id}`),
    enabled: id !== null,
  });
}

function useFlagAction(flagId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { path: "claim" | "release" | "decide"; json?: unknown }) =>
      api<{ message: string; flag: FlagDetail }>(`/admin/flags/${flagId}/${input.path}`, {
        method: "POST",
        ...(input.json ? { json: input.json } : {}),
      }),
    onSuccess: async (res) => {
      toast.success(res.message);
      await queryClient.invalidateQueries({ queryKey: ADMIN_FLAGS_KEY });
    },
    onError: async () => {
      // Someone else may have claimed or decided it: show the flag as it is now.
      await queryClient.invalidateQueries({ queryKey: ADMIN_FLAGS_KEY });
    },
  });
}

const selectClass =
  "h-9 rounded-md border bg-background px-2 text-sm focus-visible:outline-2 focus-visible:outline-ring";

const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" });

function priorityLabel(p: number) {
  return p >= 30 ? "High" : p >= 20 ? "Medium" : "Low";
}

/** How often each source's flags were upheld: the moderators' measure of each check's precision (D177). */
export function SourceScores({ sources }: { sources: FlagList["sources"] }) {
  return (
    <section aria-labelledby="flag-sources" className="grid gap-2">
      <h2 id="flag-sources" className="text-sm font-semibold">
        How often each source is right
      </h2>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable table must be reachable by keyboard (axe) */}
      <div className="overflow-x-auto rounded-md border" role="region" aria-labelledby="flag-sources" tabIndex={0}>
        <table className="w-full min-w-[30rem] text-sm">
          <thead className="bg-muted/50 text-left">
            <tr>
              <th scope="col" className="px-3 py-2 font-medium">
                Source
              </th>
              <th scope="col" className="px-3 py-2 text-right font-medium">
                Open
              </th>
              <th scope="col" className="px-3 py-2 text-right font-medium">
                Upheld
              </th>
              <th scope="col" className="px-3 py-2 text-right font-medium">
                Dismissed
              </th>
              <th scope="col" className="px-3 py-2 text-right font-medium">
                Upheld rate
              </th>
            </tr>
          </thead>
          <tbody>
            {sources.map((s) => (
              <tr key={s.source} className="border-t">
                <th scope="row" className="px-3 py-2 text-left font-normal">
                  {s.label}
                </th>
                <td className="px-3 py-2 text-right tabular-nums">{s.open}</td>
                <td className="px-3 py-2 text-right tabular-nums">{s.upheld}</td>
                <td className="px-3 py-2 text-right tabular-nums">{s.dismissed}</td>
                <td className="px-3 py-2 text-right tabular-nums">
                  {s.upheldRate === null ? "—" : `${Math.round(s.upheldRate * 100)} %`}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

export function FlagQueue({
  filters,
  onFilters,
  selectedId,
  onSelect,
  list,
}: {
  filters: FlagFilters;
  onFilters: (f: FlagFilters) => void;
  selectedId: string | null;
  onSelect: (id: string) => void;
  list: ReturnType<typeof useFlagQueue>;
}) {
  const id = useId();
  return (
    <section aria-labelledby={`${id}-h`} className="grid content-start gap-3">
      <h2 id={`${id}-h`} className="text-sm font-semibold">
        Queue {list.data ? `(${list.data.flags.length})` : ""}
      </h2>
      <div className="flex flex-wrap gap-2">
        <label className="grid gap-1 text-xs font-medium">
          State
          <select
            className={selectClass}
            value={filters.state}
            onChange={(e) => onFilters({ ...filters, state: e.target.value as FlagFilters["state"] })}
          >
            <option value="open">Open</option>
            <option value="decided">Decided</option>
            <option value="all">All</option>
          </select>
        </label>
        <label className="grid gap-1 text-xs font-medium">
          Source
          <select
            className={selectClass}
            value={filters.source}
            onChange={(e) => onFilters({ ...filters, source: e.target.value })}
          >
            <option value="">All sources</option>
            {FLAG_SOURCES.map((s) => (
              <option key={s} value={s}>
                {FLAG_SOURCE_LABELS[s]}
              </option>
            ))}
          </select>
        </label>
      </div>
      {list.isPending ? (
        <p className="text-sm text-muted-foreground">Loading the queue…</p>
      ) : list.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {list.error.message}
        </p>
      ) : list.data.flags.length === 0 ? (
        <p className="rounded-md border border-dashed p-4 text-sm text-muted-foreground">Nothing here.</p>
      ) : (
        <ul className="grid gap-2" aria-label="Flags">
          {list.data.flags.map((f) => (
            <li key={f.id}>
              <button
                type="button"
                onClick={() => onSelect(f.id)}
                aria-current={selectedId === f.id ? "true" : undefined}
                className={cn(
                  "grid w-full gap-1 rounded-md border p-3 text-left text-sm hover:bg-muted/50 focus-visible:outline-2 focus-visible:outline-ring",
                  selectedId === f.id && "border-primary bg-muted/40",
                )}
              >
                <span className="flex flex-wrap items-center gap-2">
                  <Badge variant={f.priority >= 30 ? "default" : "secondary"}>{priorityLabel(f.priority)}</Badge>
                  <span className="font-medium">{f.sourceLabel}</span>
                  <span className="text-muted-foreground">· {f.subjectLabel}</span>
                </span>
                <span className="line-clamp-2 break-words">{f.excerpt}</span>
                <span className="text-xs text-muted-foreground">
                  {f.state === "open"
                    ? `Due ${when(f.dueAt)}${f.claimedBy ? ` · ${f.claimedByMe ? "claimed by you" : `claimed by ${f.claimedBy}`}` : ""}`
                    : `Decided: ${f.state}`}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

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
    <form
      aria-label="Decide"
      className="grid content-start gap-3 rounded-md border p-3"
      onSubmit={(e) => {
        e.preventDefault();
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
    </form>
  );
}

export function FlagPanel({ id }: { id: string }) {
  const flag = useFlag(id);
  const claim = useFlagAction(id);
  if (flag.isPending) return <p className="text-sm text-muted-foreground">Loading the flag…</p>;
  if (flag.isError)
    return (
      <p role="alert" className="text-sm text-destructive">
        {flag.error.message}
      </p>
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
