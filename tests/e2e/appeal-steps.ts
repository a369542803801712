import { expect } from "vitest";
import { shooter } from "./harness";
import { devHeaders } from "./server";

/**
 * Steps the issue 34 §3–§4 journeys share (professional-appeal, admin-invite): the development outbox, screenshots.
 * Signing in through the form and enrolling an authenticator app are in ./harness (every journey's).
 */
export const shoot = shooter(process.env.APPEAL_SHOTS_DIR);

/** The first link in the newest mail of `kind` to `to` in the development outbox (/dev/mail), waiting for it. */
export async function devMailLink(baseUrl: string, to: string, kind: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const res = await fetch(`${baseUrl}/api/v1/dev/mail`, { headers: devHeaders });
        const { mails } = (await res.json()) as { mails: Array<{ to: string; kind: string; text: string }> };
        link = mails
          .filter((m) => m.to === to && m.kind === kind)
          .map((m) => /(https?:\/\/\S+)/.exec(m.text)?.[1])
          .find(Boolean);
        return link;
      },
      { timeout: 20_000, interval: 250 },
    )
    .toBeTruthy();
  return link!;
}
