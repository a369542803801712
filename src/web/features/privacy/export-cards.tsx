import { useQuery } from "@tanstack/react-query";
import { Download, LogIn } from "lucide-react";
import { Link } from "react-router";
import { PRIVACY_RULES } from "../../../core/contracts/privacy";
import { PRIVACY_REQUESTS } from "../../../core/messages";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card";
import { Spinner } from "../../components/ui/spinner";
import { useAnnouncedMutation } from "../../lib/use-announced-mutation";
import { downloadUrl, EXPORT_STATUS_KEY, fetchExportStatus, requestExport } from "./privacy-api";

const day = (iso: string) => new Date(iso).toLocaleDateString(undefined, { dateStyle: "long" });

export function LoggedOut({ token }: { token: string | null }) {
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

export function DownloadCard({ token }: { token: string }) {
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

export function RequestCard() {
  const status = useQuery({ queryKey: EXPORT_STATUS_KEY, queryFn: fetchExportStatus });
  const request = useAnnouncedMutation(requestExport, {
    invalidates: EXPORT_STATUS_KEY,
    failed: PRIVACY_REQUESTS.exportFailed,
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
