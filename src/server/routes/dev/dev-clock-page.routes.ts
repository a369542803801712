import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import { CLOCK_MAX_OFFSET_MS, clock, setClockOffset } from "../../clock";
import { devAccessAllowed, devPageHandler } from "../../http/dev-access";
import { escapeHtml } from "../../http/escape-html";
import { JOB_NAMES } from "../../kernel/job-names";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** The moves the page offers; `date` sets the business time to a chosen UTC moment. */
const STEPS = { hour: HOUR, day: DAY, month: 30 * DAY } as const;

const MoveForm = z.union([
  z.strictObject({ move: z.enum(["hour", "day", "month", "reset"]) }),
  z.strictObject({
    move: z.literal("date"),
    at: z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, "choose a date and a time"),
  }),
]);

/** The scheduled work whose period follows the business clock: run at once after a move, so the page tells the truth. */
const CLOCK_JOBS = [
  JOB_NAMES.disputeDeadlines,
  JOB_NAMES.localPayments,
  JOB_NAMES.renewalReminders,
  JOB_NAMES.accountErasure,
  JOB_NAMES.ratingNotices,
  JOB_NAMES.notificationRetention,
];

/** What moving the clock also moves, said on the page and in the README (D0336). */
export const CLOCK_EFFECTS: readonly string[] = [
  "The 24-hour edit window of ratings and the rolling 24-hour lookup and rating allowances.",
  "Dispute deadlines: a party's 5-business-day answer deadline, and the 30-day decision date after which an undecided rating stops counting.",
  "Strikes: the 30-day appeal window, the 30-day rating suspension and a strike's expiry after a year.",
  "Plans in the local test-mode payments: renewals are charged, failed payments lapse, cancelled plans end; renewal reminders a week before.",
  "Account deletion: the 30-day grace period ends and the account is purged; daily rating notices and notification retention.",
  "Not moved: sign-in sessions, sign-in throttles and lockouts keep real time, so nobody is signed out.",
];

function duration(ms: number): string {
  if (ms === 0) return "none (real time)";
  const sign = ms < 0 ? "−" : "+";
  let left = Math.abs(ms);
  const days = Math.floor(left / DAY);
  left -= days * DAY;
  const hours = Math.floor(left / HOUR);
  left -= hours * HOUR;
  const minutes = Math.round(left / 60_000);
  const parts = [days ? `${days} d` : "", hours ? `${hours} h` : "", minutes ? `${minutes} min` : ""].filter(Boolean);
  return `${sign}${parts.join(" ") || "less than a minute"}`;
}

const when = (d: Date) =>
  `${d.toLocaleString("en-US", { timeZone: "UTC", dateStyle: "full", timeStyle: "short" })} UTC`;

function page(message?: { kind: "ok" | "error"; text: string }): string {
  const now = clock.now();
  const real = new Date(Date.now());
  const offset = clock.offsetMs();
  const value = now.toISOString().slice(0, 16);
  const effects = CLOCK_EFFECTS.map((e) => `<li>${escapeHtml(e)}</li>`).join("");
  const note = message
    ? `<p class="${message.kind}" role="${message.kind === "error" ? "alert" : "status"}">${escapeHtml(message.text)}</p>`
    : "";
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><link rel="icon" href="/favicon.svg" type="image/svg+xml"><title>Dev clock · Standing</title>
<style>body{font-family:system-ui,sans-serif;max-width:720px;margin:24px auto;padding:0 16px;color:#0b1b2b;line-height:1.5}
h1{font-size:1.6rem;margin:0 0 4px}h2{font-size:1.1rem;margin:24px 0 8px}.meta{color:#4a5866;font-size:14px;margin:0}
.now{border:1px solid #dde3ea;border-radius:8px;padding:12px 16px;margin:16px 0}.now strong{display:block;font-size:1.25rem}
dl{display:grid;grid-template-columns:max-content 1fr;gap:4px 12px;margin:8px 0 0;font-size:14px}dt{color:#4a5866}dd{margin:0}
form{margin:0}.moves{display:flex;flex-wrap:wrap;gap:8px}button{font:inherit;min-height:44px;padding:8px 16px;border-radius:8px;border:1px solid #1d4f7a;background:#1d4f7a;color:#fff;cursor:pointer}
button.quiet{background:#fff;color:#1d4f7a}label{display:block;font-weight:600;margin-bottom:4px}
.date{display:flex;flex-wrap:wrap;gap:8px;align-items:flex-end;margin-top:12px}input{font:inherit;min-height:44px;padding:6px 8px;border:1px solid #7b8794;border-radius:8px}
.ok{background:#e8f5ee;border:1px solid #2f7d4f;padding:8px 12px;border-radius:8px}.error{background:#fdecec;border:1px solid #b42318;padding:8px 12px;border-radius:8px}
ul{padding-left:20px}a{color:#1d4f7a}</style></head>
<body><main><h1>Dev clock</h1><p class="meta">Development only: the business clock this server reads for deadlines and windows. <a href="/dev/mail">Mail outbox</a></p>
${note}
<section class="now" aria-labelledby="now-h"><h2 id="now-h" class="meta">Business time</h2><strong data-testid="business-time">${escapeHtml(when(now))}</strong>
<dl><dt>Real time</dt><dd>${escapeHtml(when(real))}</dd><dt>Moved by</dt><dd data-testid="clock-offset">${escapeHtml(duration(offset))}</dd></dl></section>
<section aria-labelledby="move-h"><h2 id="move-h">Move the clock</h2>
<form method="post" action="/dev/clock"><div class="moves">
<button name="move" value="hour">+1 hour</button><button name="move" value="day">+24 hours</button><button name="move" value="month">+30 days</button>
<button name="move" value="reset" class="quiet">Reset to real time</button></div></form>
<form method="post" action="/dev/clock" class="date"><input type="hidden" name="move" value="date">
<div><label for="at">To a date (UTC)</label><input id="at" name="at" type="datetime-local" value="${value}" required></div>
<button>Move to this date</button></form>
<p class="meta">Up to a year either way from real time. Scheduled work that falls due (dispute deadlines, renewals, the deletion purge) runs as soon as the clock moves.</p></section>
<section aria-labelledby="effects-h"><h2 id="effects-h">What moving it also moves</h2><ul>${effects}</ul></section>
</main></body></html>`;
}

function send(reply: FastifyReply, html: string, status = 200) {
  // The site's `no-referrer` would make the browser post the form with `Origin: null`, which the origin check
  // refuses; same-origin sends the real origin to this server and nothing to anyone else.
  return reply
    .code(status)
    .type("text/html")
    .header("cache-control", "no-store")
    .header("referrer-policy", "same-origin")
    .send(html);
}

/**
 * Development only (DEV_TOOLS, never production): /dev/clock shows the business time and moves it by +1 h, +24 h,
 * +30 days, to a date, or back to real time. Behind the console token like /dev/mail: `?token=` once, then the
 * SameSite=Strict cookie; anyone else gets 404 (http/dev-access.ts). A plain form, no script: the origin check and
 * the strict cookie keep other sites from posting it (D0336).
 */
export async function devClockPageRoutes(app: FastifyInstance) {
  const token = app.ctx.devToolsToken;
  app.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string", bodyLimit: 1024 },
    (_r, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  app.get(
    "/dev/clock",
    devPageHandler(token, "/dev/clock", async (request, reply) => {
      const moved = (request.query as { moved?: unknown }).moved;
      return send(reply, page(moved === "1" ? { kind: "ok", text: "The clock moved." } : undefined));
    }),
  );

  app.post("/dev/clock", async (request: FastifyRequest, reply) => {
    if (!devAccessAllowed(request, token)) return reply.callNotFound();
    const form = MoveForm.safeParse(request.body);
    if (!form.success) return send(reply, page({ kind: "error", text: "Choose a move, or a date and a time." }), 400);
    let offset: number;
    if (form.data.move === "reset") offset = 0;
    else if (form.data.move === "date") offset = Date.parse(`${form.data.at}:00Z`) - Date.now();
    else offset = clock.offsetMs() + STEPS[form.data.move];
    offset = Math.round(offset);
    if (!Number.isSafeInteger(offset) || Math.abs(offset) > CLOCK_MAX_OFFSET_MS)
      return send(
        reply,
        page({ kind: "error", text: "The clock moves at most a year either way from real time." }),
        400,
      );
    setClockOffset(offset, app.ctx.config);
    request.log.warn({ offsetMs: offset }, "dev clock moved");
    // Start the periods that fell due and run their work now, so the next page shows its effects.
    try {
      await app.ctx.jobs.tick();
      await app.ctx.jobs.drain(CLOCK_JOBS);
    } catch (err) {
      request.log.warn({ err }, "dev clock: scheduled work after the move did not finish; the schedule catches up");
    }
    return reply.header("cache-control", "no-store").redirect("/dev/clock?moved=1", 303);
  });
}
