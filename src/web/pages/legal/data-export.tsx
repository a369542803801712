import { FileJson } from "lucide-react";
import { useSearchParams } from "react-router";
import { EXPORT_CONTENTS, PRIVACY_RULES } from "../../../core/contracts/privacy";
import { IconList } from "../../components/icon-list";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card";
import { Spinner } from "../../components/ui/spinner";
import { useSession } from "../../features/auth/session";
import { DownloadCard, LoggedOut, RequestCard } from "../../features/privacy/export-cards";
import { usePageTitle } from "../../lib/use-page-title";

const _day = (iso: string) => new Date(iso).toLocaleDateString(undefined, { dateStyle: "long" });

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
          <IconList
            icon={FileJson}
            items={EXPORT_CONTENTS.map(([, label]) => label)}
            className="grid gap-2 sm:grid-cols-2"
            itemClassName="items-center text-sm"
            iconClassName="text-primary"
          />
          <dl className="mt-6 grid gap-3 text-sm">
            <div>
              <dt className="font-medium">Format</dt>
              <dd className="text-muted-foreground">JSON (schema standing-export/2), in a ZIP archive.</dd>
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
