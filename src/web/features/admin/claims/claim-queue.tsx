import { CheckCircle2, ExternalLink, HelpCircle, X } from "lucide-react";
import { Link } from "react-router";
import type { AdminClaimRequest } from "../../../../core/contracts/professional";
import { CLAIM } from "../../../../core/messages";
import { Badge } from "../../../components/ui/badge";
import { formatDateTime } from "../../employer/employer-api";
import { CLAIM_STATUS_LABELS, EVIDENCE_LABELS } from "../../professional/claim/claim-api";
import { placeOf } from "../../search/professional-card";
import type { ReviewQueueConfig } from "../review-queue/review-queue";

/** The claims queue (D369): a claim request's card — the profile, the evidence, the server's checks — and dialogs. */
export const CLAIM_QUEUE: ReviewQueueConfig<AdminClaimRequest> = {
  card: (r) => ({
    title: (
      <>
        {r.requester.name ?? "Unnamed"} <span aria-hidden="true">→</span>
        <span className="sr-only">claims</span> {r.profile.firstName} {r.profile.lastName}
      </>
    ),
    description: (
      <>
        {r.requester.email} · sent {formatDateTime(r.createdAt)}
      </>
    ),
    badge: EVIDENCE_LABELS[r.method],
    fields: <ClaimFields request={r} />,
    pending: r.status === "pending",
    approveBlocked: r.profile.isClaimed,
  }),
  approve: {
    description: (r) =>
      `${r.requester.name ?? r.requester.email} becomes the owner of ${r.profile.firstName} ${r.profile.lastName}'s profile, with its ratings and disputes. This cannot be undone from here.`,
  },
  reject: {
    title: (r) => (
      <>
        Reject the claim of {r.profile.firstName} {r.profile.lastName}?
      </>
    ),
    description: (r) => (
      <>{r.requester.name ?? "The requester"} receives this reason by e-mail and can send a new request.</>
    ),
    fieldId: "claim-reject-reason",
    label: "Reason (5-500 characters)",
    maxLength: 500,
    markInvalid: true,
    suggested: (r) => (r.profile.isClaimed ? `The profile was ${CLAIM.claimedByOwnerReason}.` : ""),
  },
};

function ClaimFields({ request: r }: { request: AdminClaimRequest }) {
  return (
    <>
      <div>
        <dt className="text-muted-foreground">Profile</dt>
        <dd>
          <Link className="font-medium text-primary underline" to={`/profile/${r.profile.id}`}>
            {r.profile.firstName} {r.profile.lastName}
          </Link>
          {r.profile.headline && <span className="text-muted-foreground"> · {r.profile.headline}</span>}
          {placeOf(r.profile) && <span className="text-muted-foreground"> · {placeOf(r.profile)}</span>}
          {r.profile.isClaimed && (
            <Badge variant="outline" className="ml-2 border-destructive/50 text-destructive">
              Claimed meanwhile
            </Badge>
          )}
        </dd>
      </div>
      <div className="min-w-0">
        <dt className="text-muted-foreground">Evidence</dt>
        <dd className="break-words">
          {r.method === "work_email" && <span className="font-mono">{r.workEmail}</span>}
          {r.method === "linkedin" && r.linkedinUrl && (
            <a
              className="inline-flex items-center gap-1 font-medium text-primary underline"
              href={r.linkedinUrl}
              target="_blank"
              rel="noreferrer noopener"
            >
              {r.linkedinUrl.replace(/^https:\/\/www\./, "")}
              <ExternalLink className="size-3.5" aria-hidden="true" />
            </a>
          )}
          {r.method === "document" && r.hasDocument && (
            <a
              className="inline-flex items-center gap-1 font-medium text-primary underline"
              href={`/api/v1/admin/claims/${r.id}/document`}
              target="_blank"
              rel="noreferrer"
            >
              Open {r.documentType?.split("/")[1]?.toUpperCase() ?? "document"}
              <ExternalLink className="size-3.5" aria-hidden="true" />
            </a>
          )}
        </dd>
      </div>
      <Checks request={r} />
      {r.note && (
        <div className="sm:col-span-2">
          <dt className="text-muted-foreground">Note from the requester</dt>
          <dd className="whitespace-pre-wrap break-words">{r.note}</dd>
        </div>
      )}
      {r.status !== "pending" && (
        <div className="sm:col-span-2">
          <dt className="text-muted-foreground">Decision</dt>
          <dd>
            {CLAIM_STATUS_LABELS[r.status]}
            {r.reviewedAt && ` · ${formatDateTime(r.reviewedAt)}`}
            {r.reviewerName && ` · by ${r.reviewerName}`}
            {r.reviewReason && ` · ${r.reviewReason}`}
          </dd>
        </div>
      )}
    </>
  );
}

/** Reviewer hints computed by the server: what the evidence matches. */
function Checks({ request: r }: { request: AdminClaimRequest }) {
  const items: Array<{ ok: boolean | null; text: string }> = [];
  if (r.method === "work_email") {
    items.push(
      r.checks.workEmailEmployer
        ? { ok: true, text: `Domain of ${r.checks.workEmailEmployer}, an employer on this profile's roster` }
        : { ok: null, text: "Domain matches no employer on this profile's roster" },
    );
    if (r.checks.workEmailIsAccountEmail) items.push({ ok: true, text: "Same address as the requester's account" });
  }
  if (r.method === "linkedin")
    items.push(
      r.checks.linkedinMatchesProfile === null
        ? { ok: null, text: "The profile has no LinkedIn address to compare" }
        : r.checks.linkedinMatchesProfile
          ? { ok: true, text: "Same LinkedIn address as the profile (public, so weak evidence on its own)" }
          : { ok: false, text: "Differs from the LinkedIn address on the profile" },
    );
  if (r.method === "document") items.push({ ok: null, text: "Check the name on the document against the profile" });
  return (
    <div className="sm:col-span-2">
      <dt className="text-muted-foreground">Checks</dt>
      <dd>
        <ul className="grid gap-1">
          {items.map((item) => (
            <li key={item.text} className="flex items-start gap-1.5">
              {item.ok === true ? (
                <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
              ) : item.ok === false ? (
                <X className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden="true" />
              ) : (
                <HelpCircle className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
              )}
              {item.text}
            </li>
          ))}
        </ul>
      </dd>
    </div>
  );
}
