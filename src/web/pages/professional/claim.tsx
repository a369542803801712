import { useMutation, useQueryClient } from "@tanstack/react-query";
import { AlertTriangle, BadgeCheck, Clock, FileText, Link2, Mail, MapPin, Search, UserPlus } from "lucide-react";
import { useId, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { toast } from "sonner";
import type { ClaimRequestView, InvitationPreview } from "../../../core/contracts/professional";
import type { ProfessionalCard } from "../../../core/contracts/search";
import { type ClaimEvidenceMethod, VISIBILITIES, VISIBILITY_LABELS, type Visibility } from "../../../core/domain";
import { DIRECTORY } from "../../../core/messages";
import { FormField } from "../../components/form-field";
import { ErrorNote } from "../../components/page-states";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "../../components/ui/dialog";
import { Input } from "../../components/ui/input";
import { Label } from "../../components/ui/label";
import { RadioGroup, RadioGroupItem } from "../../components/ui/radio-group";
import { Skeleton } from "../../components/ui/skeleton";
import { Spinner } from "../../components/ui/spinner";
import { useSession } from "../../features/auth/session";
import { clearSession } from "../../features/auth/use-sign-out";
import { formatDateTime } from "../../features/employer/employer-api";
import {
  CLAIM_STATUS_LABELS,
  type ClaimRequestDraft,
  EVIDENCE_LABELS,
  useAcceptInvitation,
  useCreateOwnProfile,
  useInvitationPreview,
  useMyClaims,
  useSubmitClaimRequest,
  useWithdrawClaimRequest,
} from "../../features/professional/claim/claim-api";
import { Avatar } from "../../features/profile/avatar";
import { placeOf } from "../../features/search/professional-card";
import { useSearchResults } from "../../features/search/use-search";
import { ApiError, api } from "../../lib/api";
import { ProfessionalLayout } from "./professional-layout";

/**
 * /dashboard/professional/claim: with `?invite=` the invitation an employer's roster upload sent; otherwise the
 * status of a claim request, a search for one's unclaimed profile ("This is me" with evidence), and creating a
 * profile when nothing fits. An account that already owns a profile sees that instead.
 */
export default function ProfessionalClaimPage() {
  const [params, setParams] = useSearchParams();
  const invite = params.get("invite");
  return (
    <ProfessionalLayout
      title="Claim Your Profile"
      description="One profile per person: claim the one employers created for you, or create your own."
    >
      {invite ? <InvitationPanel token={invite} onDismiss={() => setParams({}, { replace: true })} /> : <ClaimHome />}
    </ProfessionalLayout>
  );
}

function ProfileSummary({
  profile,
  size = "md",
}: {
  profile: { firstName: string; lastName: string; headline: string | null; city: string | null; state: string | null };
  size?: "md" | "lg";
}) {
  const name = `${profile.firstName} ${profile.lastName}`;
  const place = placeOf(profile);
  return (
    <div className="flex min-w-0 items-start gap-3">
      <Avatar name={name} src={null} className={size === "lg" ? "size-14 text-lg" : "size-10 text-sm"} />
      <div className="grid min-w-0 gap-0.5">
        <p className={size === "lg" ? "truncate text-lg font-semibold" : "truncate font-semibold"}>{name}</p>
        {profile.headline && <p className="text-sm text-muted-foreground">{profile.headline}</p>}
        {place && (
          <p className="flex items-center gap-1 text-sm text-muted-foreground">
            <MapPin className="size-3.5 shrink-0" aria-hidden="true" /> {place}
          </p>
        )}
      </div>
    </div>
  );
}

// ---------------------------------------------------------------------------------------------------------------
// (a) An invitation link

function InvitationPanel({ token, onDismiss }: { token: string; onDismiss: () => void }) {
  const preview = useInvitationPreview(token);
  const mine = useMyClaims();
  const accept = useAcceptInvitation();
  const session = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const switchAccount = useMutation({
    mutationFn: () => api("/auth/sign-out", { method: "POST", json: {} }).catch(() => undefined),
    onSuccess: () => {
      clearSession(queryClient);
      navigate(`/auth?redirect=${encodeURIComponent(`/dashboard/professional/claim?invite=${token}`)}`);
    },
  });

  if (preview.isPending)
    return (
      <div role="status" aria-label="Loading the invitation">
        <Skeleton className="h-56 w-full" />
      </div>
    );
  if (preview.isError) {
    const final = preview.error instanceof ApiError && preview.error.status < 500;
    return (
      <div className="grid gap-4">
        <div
          role="alert"
          className="flex items-start gap-3 rounded-lg border border-destructive/40 bg-destructive/5 p-4 text-sm"
        >
          <AlertTriangle className="mt-0.5 size-5 shrink-0 text-destructive" aria-hidden="true" />
          <div className="grid gap-2">
            <p>{preview.error.message}</p>
            {!final && (
              <button
                type="button"
                className="justify-self-start font-medium text-primary underline"
                onClick={() => preview.refetch()}
              >
                Try again
              </button>
            )}
          </div>
        </div>
        <Button variant="outline" className="justify-self-start" onClick={onDismiss}>
          <Search aria-hidden="true" /> Search for your profile instead
        </Button>
      </div>
    );
  }
  const data: InvitationPreview = preview.data;
  const owned = mine.data?.ownedProfile ?? null;
  const ownsThis = owned?.id === data.profile.id;
  const errorMessage = accept.error instanceof Error ? accept.error.message : null;
  const wrongAccount = accept.error instanceof ApiError && accept.error.status === 403;

  return (
    <Card className="max-w-2xl">
      <CardHeader>
        <CardDescription>An employer invited you to claim this profile</CardDescription>
        <ProfileSummary profile={data.profile} size="lg" />
      </CardHeader>
      <CardContent className="grid gap-4">
        <dl className="grid gap-2 text-sm sm:grid-cols-2">
          <div>
            <dt className="text-muted-foreground">Invitation sent to</dt>
            <dd className="font-medium">{data.maskedEmail}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">Valid until</dt>
            <dd className="font-medium">{formatDateTime(data.expiresAt)}</dd>
          </div>
        </dl>
        {session.user && (
          <p className="text-sm text-muted-foreground">
            You're signed in as <span className="font-medium text-foreground">{session.user.email}</span>. The
            invitation works only for the address it was sent to.
          </p>
        )}
        {ownsThis ? (
          <p className="flex items-center gap-2 rounded-md border bg-accent/30 p-3 text-sm">
            <BadgeCheck className="size-4 text-primary" aria-hidden="true" /> This profile is yours.
          </p>
        ) : !data.claimable ? (
          <p className="rounded-md border bg-muted p-3 text-sm">
            This profile has already been claimed. If you believe it is yours, contact us.
          </p>
        ) : owned ? (
          <p className="rounded-md border bg-muted p-3 text-sm">
            You already own a profile on Standing ({owned.firstName} {owned.lastName}). An account holds one profile.
          </p>
        ) : null}
        {errorMessage && (
          <div role="alert" className="grid gap-2 rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm">
            <p>{errorMessage}</p>
            {wrongAccount && (
              <Button
                variant="outline"
                size="sm"
                className="justify-self-start"
                disabled={switchAccount.isPending}
                onClick={() => switchAccount.mutate()}
              >
                Sign out and use the invited address
              </Button>
            )}
          </div>
        )}
        <div className="flex flex-wrap gap-2">
          {data.claimable && !owned && (
            <Button
              disabled={accept.isPending}
              onClick={() =>
                accept.mutate(token, {
                  onSuccess: (res) => {
                    toast.success(res.message);
                    navigate("/dashboard/professional");
                  },
                })
              }
            >
              {accept.isPending ? <Spinner className="size-4" label="Claiming" /> : <BadgeCheck aria-hidden="true" />}
              {accept.isPending ? "Claiming..." : "Claim this profile"}
            </Button>
          )}
          {ownsThis || owned ? (
            <Button asChild variant="outline">
              <Link to="/dashboard/professional">Go to your dashboard</Link>
            </Button>
          ) : (
            <Button variant="ghost" onClick={onDismiss}>
              This isn't me
            </Button>
          )}
        </div>
      </CardContent>
    </Card>
  );
}

// ---------------------------------------------------------------------------------------------------------------
// (b) Without an invitation

function ClaimHome() {
  const mine = useMyClaims();
  if (mine.isPending)
    return (
      <div className="grid gap-4" role="status" aria-label="Loading your claim status">
        <Skeleton className="h-24 w-full" />
        <Skeleton className="h-64 w-full" />
      </div>
    );
  if (mine.isError) return <ErrorNote message={mine.error.message} onRetry={() => mine.refetch()} />;
  const { ownedProfile, requests } = mine.data;
  const pending = requests.find((r) => r.status === "pending") ?? null;
  const past = requests.filter((r) => r.status !== "pending");

  if (ownedProfile)
    return (
      <Card className="max-w-2xl">
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <BadgeCheck className="size-5 text-primary" aria-hidden="true" /> You own this profile
          </CardTitle>
          <CardDescription>
            It shows the {DIRECTORY.claimedProfile} badge. An account holds one profile.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          <ProfileSummary profile={ownedProfile} size="lg" />
          <div className="flex flex-wrap gap-2">
            <Button asChild>
              <Link to="/dashboard/professional/settings">Edit your profile</Link>
            </Button>
            <Button asChild variant="outline">
              <Link to={`/profile/${ownedProfile.id}`}>View public profile</Link>
            </Button>
          </div>
        </CardContent>
      </Card>
    );

  return (
    <>
      {pending ? <PendingRequest request={pending} /> : <FindProfile />}
      {!pending && <CreateProfile />}
      {past.length > 0 && <PastRequests requests={past} />}
    </>
  );
}

function evidenceSummary(r: ClaimRequestView): string {
  if (r.method === "work_email") return `Work e-mail: ${r.workEmail}`;
  if (r.method === "linkedin") return `LinkedIn: ${r.linkedinUrl}`;
  return "Document attached";
}

function PendingRequest({ request }: { request: ClaimRequestView }) {
  const withdraw = useWithdrawClaimRequest();
  const [confirming, setConfirming] = useState(false);
  return (
    <Card className="max-w-2xl">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Clock className="size-5 text-primary" aria-hidden="true" /> Your claim request is under review
        </CardTitle>
        <CardDescription>
          Sent {formatDateTime(request.createdAt)}. We usually decide within 1-3 business days and will e-mail you.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <ProfileSummary profile={request.profile} />
        <p className="break-words text-sm text-muted-foreground">{evidenceSummary(request)}</p>
        <Button variant="outline" className="justify-self-start" onClick={() => setConfirming(true)}>
          Withdraw request
        </Button>
      </CardContent>
      <Dialog open={confirming} onOpenChange={setConfirming}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Withdraw your claim request?</DialogTitle>
            <DialogDescription>
              Our team stops reviewing it. You can then claim a different profile or create your own.
            </DialogDescription>
          </DialogHeader>
          <div className="flex justify-end gap-2">
            <DialogClose asChild>
              <Button variant="outline">Keep it</Button>
            </DialogClose>
            <Button
              variant="destructive"
              disabled={withdraw.isPending}
              onClick={() =>
                withdraw.mutate(request.id, {
                  onSuccess: (res) => {
                    toast.success(res.message);
                    setConfirming(false);
                  },
                  onError: (error) => toast.error(error.message),
                })
              }
            >
              {withdraw.isPending ? "Withdrawing..." : "Withdraw"}
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </Card>
  );
}

function PastRequests({ requests }: { requests: ClaimRequestView[] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Earlier requests</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="divide-y text-sm">
          {requests.map((r) => (
            <li key={r.id} className="grid gap-1 py-2.5">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span className="font-medium">
                  {r.profile.firstName} {r.profile.lastName}
                  <span className="font-normal text-muted-foreground"> · {EVIDENCE_LABELS[r.method]}</span>
                </span>
                <span className="flex items-center gap-2 text-muted-foreground">
                  {formatDateTime(r.reviewedAt ?? r.createdAt)}
                  <Badge variant={r.status === "approved" ? "success" : "outline"}>
                    {CLAIM_STATUS_LABELS[r.status]}
                  </Badge>
                </span>
              </div>
              {r.reviewReason && <p className="text-muted-foreground">Reason: {r.reviewReason}</p>}
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

function FindProfile() {
  const [text, setText] = useState("");
  const [query, setQuery] = useState("");
  const [page, setPage] = useState(1);
  const qs = query ? new URLSearchParams({ q: query, page: String(page) }).toString() : "";
  const results = useSearchResults(qs);
  const [chosen, setChosen] = useState<ProfessionalCard | null>(null);
  const active = Boolean(query);

  return (
    <Card>
      <CardHeader>
        <CardTitle>Find your profile</CardTitle>
        <CardDescription>
          Employers may have added you already. Search by your name and city, then choose "This is me".
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <form
          role="search"
          className="flex flex-col gap-2 sm:flex-row"
          onSubmit={(e) => {
            e.preventDefault();
            setPage(1);
            setQuery(text.trim());
          }}
        >
          <Label htmlFor="claim-search" className="sr-only">
            Your name
          </Label>
          <Input
            id="claim-search"
            value={text}
            onChange={(e) => setText(e.target.value)}
            placeholder="Your name, e.g. Jordan Avery Denver"
            autoComplete="name"
            maxLength={200}
          />
          <Button type="submit" disabled={!text.trim()}>
            <Search aria-hidden="true" /> Search
          </Button>
        </form>
        {active && results.isPending && (
          <div className="grid gap-2" role="status" aria-label="Searching">
            <Skeleton className="h-16 w-full" />
            <Skeleton className="h-16 w-full" />
          </div>
        )}
        {active && results.isError && <ErrorNote message={DIRECTORY.searchFailed} onRetry={() => results.refetch()} />}
        {active && results.data && results.data.professionals.length === 0 && (
          <div className="rounded-md border border-dashed p-4 text-sm">
            <p className="font-medium">{DIRECTORY.noResults}</p>
            <p className="text-muted-foreground">
              Try another spelling or fewer words. If nothing fits, create your profile below.
            </p>
          </div>
        )}
        {active && results.data && results.data.professionals.length > 0 && (
          <>
            <p className="text-sm text-muted-foreground" aria-live="polite">
              {DIRECTORY.found(results.data.totalCount)}
            </p>
            <ul className="grid gap-2">
              {results.data.professionals.map((p) => (
                <li
                  key={p.id}
                  className="flex flex-wrap items-center justify-between gap-3 rounded-lg border p-3 sm:flex-nowrap"
                >
                  <ProfileSummary profile={p} />
                  {p.isClaimed ? (
                    <Badge variant="secondary" className="shrink-0">
                      <BadgeCheck aria-hidden="true" /> Already claimed
                    </Badge>
                  ) : (
                    <Button
                      size="sm"
                      className="shrink-0"
                      onClick={() => setChosen(p)}
                      aria-label={`This is me: ${p.firstName} ${p.lastName}`}
                    >
                      This is me
                    </Button>
                  )}
                </li>
              ))}
            </ul>
            {results.data.totalPages > 1 && (
              <div className="flex items-center justify-between gap-2 text-sm">
                <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
                  Previous
                </Button>
                <span>{DIRECTORY.page(page, results.data.totalPages)}</span>
                <Button
                  variant="outline"
                  size="sm"
                  disabled={page >= results.data.totalPages}
                  onClick={() => setPage((p) => p + 1)}
                >
                  Next
                </Button>
              </div>
            )}
          </>
        )}
      </CardContent>
      {/* Keyed by profile: each "This is me" starts with a fresh form. */}
      <EvidenceDialog key={chosen?.id ?? "closed"} profile={chosen} onClose={() => setChosen(null)} />
    </Card>
  );
}

const METHOD_HELP: Record<ClaimEvidenceMethod, { icon: typeof Mail; text: string }> = {
  work_email: { icon: Mail, text: "Your address at an employer on this profile (not Gmail, Yahoo or similar)." },
  linkedin: { icon: Link2, text: "The address of your LinkedIn profile, showing the same name." },
  document: { icon: FileText, text: "A pay stub, offer letter or ID showing your name. PDF, PNG or JPEG, up to 5 MB." },
};

function EvidenceDialog({ profile, onClose }: { profile: ProfessionalCard | null; onClose: () => void }) {
  const uid = useId();
  const [method, setMethod] = useState<ClaimEvidenceMethod>("work_email");
  const [workEmail, setWorkEmail] = useState("");
  const [linkedinUrl, setLinkedinUrl] = useState("");
  const [document, setDocument] = useState<File | null>(null);
  const [note, setNote] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = useSubmitClaimRequest();

  const send = () => {
    if (!profile) return;
    const draft: ClaimRequestDraft = { professionalId: profile.id, method, workEmail, linkedinUrl, document, note };
    setErrors({});
    submit.mutate(draft, {
      onSuccess: (res) => {
        toast.success(res.message);
        onClose();
      },
      onError: (error) => {
        if (error instanceof ApiError && error.fields) setErrors(error.fields);
      },
    });
  };
  const generalError =
    submit.error && !(submit.error instanceof ApiError && submit.error.fields) ? submit.error.message : null;

  return (
    <Dialog open={profile !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>
            Claim {profile?.firstName} {profile?.lastName}
          </DialogTitle>
          <DialogDescription>
            Show us this profile is yours. Our team reviews each request, usually within 1-3 business days.
          </DialogDescription>
        </DialogHeader>
        <form
          className="grid gap-4"
          onSubmit={(e) => {
            e.preventDefault();
            send();
          }}
        >
          <fieldset className="grid gap-2">
            <legend className="mb-2 text-sm font-medium">Your evidence</legend>
            <RadioGroup value={method} onValueChange={(v) => setMethod(v as ClaimEvidenceMethod)}>
              {(Object.keys(METHOD_HELP) as ClaimEvidenceMethod[]).map((m) => {
                const Icon = METHOD_HELP[m].icon;
                return (
                  <label
                    key={m}
                    htmlFor={`${uid}-method-${m}`}
                    className="flex cursor-pointer items-start gap-3 rounded-md border p-3 has-[[data-state=checked]]:border-primary has-[[data-state=checked]]:bg-primary/5"
                  >
                    <RadioGroupItem id={`${uid}-method-${m}`} value={m} className="mt-0.5" />
                    <span className="grid gap-0.5 text-sm">
                      <span className="flex items-center gap-1.5 font-medium">
                        <Icon className="size-4" aria-hidden="true" /> {EVIDENCE_LABELS[m]}
                      </span>
                      <span className="text-muted-foreground">{METHOD_HELP[m].text}</span>
                    </span>
                  </label>
                );
              })}
            </RadioGroup>
          </fieldset>
          {method === "work_email" && (
            <FormField id={`${uid}-email`} label="Work e-mail" error={errors.workEmail}>
              {(a11y) => (
                <Input
                  {...a11y}
                  type="email"
                  value={workEmail}
                  onChange={(e) => setWorkEmail(e.target.value)}
                  placeholder="you@company.com"
                  autoComplete="email"
                  maxLength={254}
                />
              )}
            </FormField>
          )}
          {method === "linkedin" && (
            <FormField id={`${uid}-linkedin`} label="LinkedIn profile address" error={errors.linkedinUrl}>
              {(a11y) => (
                <Input
                  {...a11y}
                  type="url"
                  value={linkedinUrl}
                  onChange={(e) => setLinkedinUrl(e.target.value)}
                  placeholder="https://www.linkedin.com/in/your-name"
                  maxLength={300}
                />
              )}
            </FormField>
          )}
          {method === "document" && (
            <FormField id={`${uid}-doc`} label="Document" error={errors.document}>
              {(a11y) => (
                <input
                  {...a11y}
                  type="file"
                  accept="application/pdf,image/png,image/jpeg"
                  className="w-full min-w-0 text-sm file:mr-3 file:rounded-md file:border file:bg-background file:px-3 file:py-1.5"
                  onChange={(e) => setDocument(e.target.files?.[0] ?? null)}
                />
              )}
            </FormField>
          )}
          <FormField
            id={`${uid}-note`}
            label="Note for our team (optional)"
            hint="Anything that helps, like where and when you worked."
            error={errors.note}
          >
            {(a11y) => (
              <textarea
                {...a11y}
                className="min-h-20 rounded-md border bg-background p-3 text-sm"
                value={note}
                onChange={(e) => setNote(e.target.value)}
                maxLength={1000}
              />
            )}
          </FormField>
          {(generalError || errors.professionalId || errors._) && (
            <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm">
              {generalError ?? errors.professionalId ?? errors._}
            </p>
          )}
          <div className="flex justify-end gap-2">
            <DialogClose asChild>
              <Button type="button" variant="outline">
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" disabled={submit.isPending}>
              {submit.isPending ? "Sending..." : "Send for review"}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

function splitName(full: string | null | undefined): [string, string] {
  const parts = (full ?? "").trim().split(/\s+/).filter(Boolean);
  if (parts.length < 2) return [parts[0] ?? "", ""];
  return [parts.slice(0, -1).join(" "), parts[parts.length - 1]!];
}

function CreateProfile() {
  const session = useSession();
  const navigate = useNavigate();
  const create = useCreateOwnProfile();
  const [first, last] = splitName(session.user?.fullName);
  const [form, setForm] = useState({
    firstName: first,
    lastName: last,
    city: "",
    state: "",
    country: "US",
    headline: "",
    visibility: "public" as Visibility,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (key: keyof typeof form) => (e: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
    setForm((f) => ({ ...f, [key]: e.target.value }));

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <UserPlus className="size-5 text-primary" aria-hidden="true" /> Nothing fits? Create your profile
        </CardTitle>
        <CardDescription>
          It's yours from the start. You can add your photo, experience and resume next.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form
          className="grid gap-4 sm:grid-cols-2"
          onSubmit={(e) => {
            e.preventDefault();
            setErrors({});
            create.mutate(
              { ...form, headline: form.headline.trim() || undefined },
              {
                onSuccess: (res) => {
                  toast.success(res.message);
                  navigate("/dashboard/professional");
                },
                onError: (error) => {
                  if (error instanceof ApiError && error.fields) setErrors(error.fields);
                  else toast.error(error.message);
                },
              },
            );
          }}
        >
          <FormField className="content-start" id="own-first" label="First name" error={errors.firstName}>
            {(a11y) => (
              <Input {...a11y} value={form.firstName} onChange={set("firstName")} autoComplete="given-name" required />
            )}
          </FormField>
          <FormField className="content-start" id="own-last" label="Last name" error={errors.lastName}>
            {(a11y) => (
              <Input {...a11y} value={form.lastName} onChange={set("lastName")} autoComplete="family-name" required />
            )}
          </FormField>
          <FormField className="content-start" id="own-city" label="City" error={errors.city}>
            {(a11y) => (
              <Input {...a11y} value={form.city} onChange={set("city")} autoComplete="address-level2" required />
            )}
          </FormField>
          <FormField className="content-start" id="own-state" label="State" error={errors.state}>
            {(a11y) => (
              <Input
                {...a11y}
                value={form.state}
                onChange={set("state")}
                autoComplete="address-level1"
                placeholder="e.g. TX"
                required
              />
            )}
          </FormField>
          <FormField
            className="content-start"
            id="own-country"
            label="Country"
            hint="Two-letter code"
            error={errors.country}
          >
            {(a11y) => (
              <Input
                {...a11y}
                value={form.country}
                onChange={set("country")}
                autoComplete="country"
                maxLength={2}
                className="uppercase"
              />
            )}
          </FormField>
          <FormField className="content-start" id="own-visibility" label="Who can see it" error={errors.visibility}>
            {(a11y) => (
              <select
                {...a11y}
                className="h-10 w-full rounded-md border bg-background px-3 text-sm"
                value={form.visibility}
                onChange={set("visibility")}
              >
                {VISIBILITIES.map((v) => (
                  <option key={v} value={v}>
                    {VISIBILITY_LABELS[v]}
                    {v === "private" ? " (hidden from search)" : ""}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <FormField
            id="own-headline"
            label="Headline (optional)"
            hint="Your role and field, e.g. Warehouse Lead | Logistics"
            error={errors.headline}
            className="content-start sm:col-span-2"
          >
            {(a11y) => <Input {...a11y} value={form.headline} onChange={set("headline")} maxLength={200} />}
          </FormField>
          <Button type="submit" className="justify-self-start" disabled={create.isPending}>
            {create.isPending ? "Creating..." : "Create my profile"}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
