import { ShieldAlert } from "lucide-react";
import { SECURITY } from "../../../core/messages";
import { Card, CardContent, IconCardHeader } from "../../components/ui/card";
import { Skeleton } from "../../components/ui/skeleton";
import { useFailedSignIns } from "../../features/account/account-api";
import { deviceName } from "./security-devices";

const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" });

/** Failed password sign-ins to this account (D314): when, from which network, which browser. */
export function FailedSignInsCard() {
  const failed = useFailedSignIns();
  return (
    <Card>
      <IconCardHeader
        icon={ShieldAlert}
        title={SECURITY.failedTitle}
        description={failed.data && SECURITY.failedIntro(failed.data.days)}
      />
      <CardContent className="grid gap-3">
        {failed.isPending ? (
          <div className="grid gap-2" aria-hidden="true">
            <Skeleton className="h-10" />
            <Skeleton className="h-10" />
          </div>
        ) : failed.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {SECURITY.failedLoadFailed}
          </p>
        ) : failed.data.attempts.length === 0 ? (
          <p className="text-sm text-muted-foreground">{SECURITY.failedNone(failed.data.days)}</p>
        ) : (
          <>
            <ul className="grid gap-2" aria-label={SECURITY.failedTitle}>
              {failed.data.attempts.map((a) => (
                <li
                  key={a.id}
                  className="grid gap-0.5 rounded-md border p-3 text-sm sm:flex sm:items-center sm:justify-between sm:gap-3"
                >
                  <span className="font-medium">{when(a.at)}</span>
                  <span className="text-muted-foreground">
                    {deviceName(a.userAgent)}
                    {a.approximateAddress ? ` · ${SECURITY.failedFrom(a.approximateAddress)}` : ""}
                  </span>
                </li>
              ))}
            </ul>
            {failed.data.total > failed.data.attempts.length && (
              <p className="text-xs text-muted-foreground">
                {SECURITY.failedMore(failed.data.attempts.length, failed.data.total)}
              </p>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
