import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Download, FileJson, LogIn } from "lucide-react";
import { Link, useSearchParams } from "react-router";
import { toast } from "sonner";
import { EXPORT_CONTENTS, PRIVACY_RULES } from "../../../core/contracts/privacy";
import { PRIVACY_REQUESTS } from "../../../core/messages";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card";
import { Spinner } from "../../components/ui/spinner";
import { useSession } from "../../features/auth/session";
import { downloadUrl, EXPORT_STATUS_KEY, fetchExportStatus, requestExport } from "../../features/privacy/privacy-api";
import { ApiError } from "../../lib/api";
import { usePageTitle } from "../../lib/use-page-title";

const day = (iso: string) => new Date(iso).toLocaleDateString(undefined, { dateStyle: "long" });

/** SPEC §2 data export page: what is included, the format, the delivery promise, the free-first-request rule. */
export default function DataExportPage() {
  usePageTitle("Export My Data");
  const session = useSession();
  const [params] = useSearchParams();
  const token = params.get("token");
  return (
    <section className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight">Export My Data</h1>
      <p className="mt-3 text-muted-foreground">
        Get a copy of the data Standing holds about you, in a machine-readable format you can keep or take elsewhere.
      </p>
      <Card className="mt-8">
        <CardHeader>
          <CardTitle>What is included</CardTitle>
          <CardDescription>One JSON document, plus any files you uploaded, in a single ZIP archive.</CardDescription>
        </CardHeader>
        <CardContent>
          <ul className="grid gap-2 sm:grid-cols-2">
            {EXPORT_CONTENTS.map(([key, label]) => (
              <li key={key} className="flex items-center gap-2 text-sm">
                <FileJson className="size-4 shrink-0 text-primary" aria-hidden="true" />
                {label}
              </li>
            ))}
          </ul>
          <dl className="mt-6 grid gap-3 text-sm">
            <div>
              <dt className="font-medium">Format</dt>
              <dd className="text-muted-foreground">JSON (schema standing-export/1), in a ZIP archive.</dd>
            </div>
            <div>
              <dt className="font-medium">Delivery</dt>
              <dd className="text-muted-foreground">
                An e-mail with a download link arrives within 24 hours (usually within minutes). The link is valid{" "}
                {PRIVACY_RULES.linkValidDays} days and works only for you, signed in.
              </dd>
            </div>
            <div>
              <dt className="font-medium">Cost</dt>
              <dd className="text-muted-foreground">
                The first request per year is free. For another copy within the year, contact us (Privacy and data
                requests).
              </dd>
            </div>
            <div>
              <dt className="font-medium">Whose data</dt>
              <dd className="text-muted-foreground">
                Only your own. Another person's data cannot be exported, and ratings you received never show which
                employer wrote them.
              </dd>
            </div>
          </dl>
        </CardContent>
      </Card>
      <div className="mt-8">
        {session.status === "loading" ? (
          <Spinner />
        ) : session.status === "signed-out" ? (
          <LoggedOut token={token} />
        ) : token ? (
          <DownloadCard token={token} />
        ) : (
          <RequestCard />
        )}
      </div>
    </section>
  );
}

function LoggedOut({ token }: { token: string | null }) {
  const back = token ? `/legal/data-export?token=${encodeURIComponent(token)}` : "/legal/data-export";
  return (
    <div className="rounded-lg border p-6" role="status">
      <p className="font-medium">{PRIVACY_REQUESTS.exportLoggedOut}</p>
      <Button asChild className="mt-4">
        <Link to={`/auth?redirect=${encodeURIComponent(back)}`}>
          <LogIn className="size-4" aria-hidden="true" />
          Log In
        </Link>
      </Button>
    </div>
  );
}

function DownloadCard({ token }: { token: string }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Your export is ready</CardTitle>
        <CardDescription>
          Download the archive while the link is valid ({PRIVACY_RULES.linkValidDays} days from when it was sent).
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button asChild>
          <a href={downloadUrl(token)} download>
            <Download className="size-4" aria-hidden="true" />
            Download my data
          </a>
        </Button>
      </CardContent>
    </Card>
  );
}

function RequestCard() {
  const queryClient = useQueryClient();
  const status = useQuery({ queryKey: EXPORT_STATUS_KEY, queryFn: fetchExportStatus });
  const request = useMutation({
    mutationFn: requestExport,
    onSuccess: (res) => {
      toast.success(res.message);
      void queryClient.invalidateQueries({ queryKey: EXPORT_STATUS_KEY });
    },
    onError: (error) => toast.error(error instanceof ApiError ? error.message : PRIVACY_REQUESTS.exportFailed),
  });
  const latest = status.data?.latest;
  const nextFree = status.data?.nextFreeAt ? new Date(status.data.nextFreeAt) : null;
  const waiting = nextFree !== null && nextFree.getTime() > Date.now();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Request your data</CardTitle>
        <CardDescription>
          {latest
            ? latest.status === "queued"
              ? `Your export requested on ${day(latest.requestedAt)} is being prepared. We will e-mail you the link.`
              : latest.status === "ready" && latest.expiresAt
                ? `Your latest export is ready; its e-mailed link is valid until ${day(latest.expiresAt)}.`
                : `Your latest export was requested on ${day(latest.requestedAt)}.`
            : "We will prepare your archive and e-mail you a download link."}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button onClick={() => request.mutate()} disabled={request.isPending || waiting}>
          {request.isPending ? <Spinner className="size-4" /> : <Download className="size-4" aria-hidden="true" />}
          Request data export
        </Button>
        {waiting && nextFree && (
          <p className="mt-3 text-sm text-muted-foreground">
            Your next free export can be requested from {day(nextFree.toISOString())}.{" "}
            <Link className="font-medium text-primary underline" to="/contact">
              Contact us
            </Link>{" "}
            for another copy before then.
          </p>
        )}
      </CardContent>
    </Card>
  );
}
