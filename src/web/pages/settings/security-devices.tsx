import { LogOut, MonitorSmartphone } from "lucide-react";
import { SECURITY } from "../../../core/messages";
import { QueryRows } from "../../components/page-states";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { Card, CardContent, IconCardHeader } from "../../components/ui/card";
import { revokeSession, SESSIONS_KEY, useAccountSessions } from "../../features/account/account-api";
import { useSignOut } from "../../features/auth/use-sign-out";
import { useAnnouncedMutation } from "../../lib/use-announced-mutation";

/** A readable name for a browser from its user agent (best effort; the raw string is the fallback). */
export function deviceName(userAgent: string | null): string {
  if (!userAgent) return SECURITY.unknownDevice;
  const browser = /Edg\//.test(userAgent)
    ? "Edge"
    : /Firefox\//.test(userAgent)
      ? "Firefox"
      : /Chrome\//.test(userAgent)
        ? "Chrome"
        : /Safari\//.test(userAgent)
          ? "Safari"
          : null;
  const system = /Android/.test(userAgent)
    ? "Android"
    : /iPhone|iPad/.test(userAgent)
      ? "iOS"
      : /Windows/.test(userAgent)
        ? "Windows"
        : /Mac OS X/.test(userAgent)
          ? "macOS"
          : /Linux/.test(userAgent)
            ? "Linux"
            : null;
  return browser && system ? `${browser} on ${system}` : (browser ?? system ?? userAgent.slice(0, 60));
}

const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" });

/** Where the account is signed in: each device can be signed out; no session token ever reaches this page. */
export function DevicesCard() {
  const signOutEverywhere = useSignOut({ everywhere: true });
  const devices = useAccountSessions();
  const revoke = useAnnouncedMutation(revokeSession, { invalidates: SESSIONS_KEY, failed: SECURITY.genericFailed });

  return (
    <Card>
      <IconCardHeader icon={MonitorSmartphone} title={SECURITY.sessionsTitle} description={SECURITY.sessionsIntro} />
      <CardContent className="grid gap-4">
        <QueryRows query={devices} barClassName="h-12" failed={SECURITY.devicesLoadFailed}>
          {(data) => (
            <ul className="grid gap-2">
              {data.sessions.map((s) => (
                <li key={s.id} className="flex flex-wrap items-center justify-between gap-3 rounded-md border p-3">
                  <div className="grid gap-0.5 text-sm">
                    <span className="font-medium">
                      {deviceName(s.userAgent)} {s.current && <Badge variant="secondary">{SECURITY.thisDevice}</Badge>}
                    </span>
                    <span className="text-muted-foreground">
                      {SECURITY.lastActive(when(s.lastActiveAt))}
                      {s.ipAddress ? ` · ${s.ipAddress}` : ""}
                    </span>
                  </div>
                  {!s.current && (
                    <Button
                      variant="outline"
                      size="sm"
                      disabled={revoke.isPending}
                      onClick={() => revoke.mutate(s.id)}
                      aria-label={`${SECURITY.signOutDevice}: ${deviceName(s.userAgent)}`}
                    >
                      {SECURITY.signOutDevice}
                    </Button>
                  )}
                </li>
              ))}
            </ul>
          )}
        </QueryRows>
        <Button
          variant="outline"
          className="justify-self-start"
          disabled={signOutEverywhere.isPending}
          onClick={() => signOutEverywhere.mutate()}
        >
          <LogOut aria-hidden="true" />
          {SECURITY.signOutEverywhere}
        </Button>
      </CardContent>
    </Card>
  );
}
