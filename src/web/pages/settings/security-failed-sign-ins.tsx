import { ShieldAlert } from "lucide-react";
import { SECURITY } from "../../../core/messages";
import { QueryRows } from "../../components/page-states";
import { Card, CardContent, IconCardHeader } from "../../components/ui/card";
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
        <QueryRows query={failed} barClassName="h-10" failed={SECURITY.failedLoadFailed}>
          {(data) =>
            data.attempts.length === 0 ? (
              <p className="text-sm text-muted-foreground">{SECURITY.failedNone(data.days)}</p>
            ) : (
              <>
                <ul className="grid gap-2" aria-label={SECURITY.failedTitle}>
                  {data.attempts.map((a) => (
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
                {data.total > data.attempts.length && (
                  <p className="text-xs text-muted-foreground">
                    {SECURITY.failedMore(data.attempts.length, data.total)}
                  </p>
                )}
              </>
            )
          }
        </QueryRows>
      </CardContent>
    </Card>
  );
}
