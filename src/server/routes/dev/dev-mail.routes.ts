import { desc } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { DEV_MAIL_ROUTES } from "../../../core/api/dev-mail";
import { mailOutbox } from "../../db/schema";
import { declared } from "../../http/declared-route";
import { assertDevAccess, devPageHandler } from "../../http/dev-access";
import { escapeHtml } from "../../http/escape-html";

async function recentMail(app: FastifyInstance) {
  const rows = await app.ctx.db
    .select({
      id: mailOutbox.id,
      to: mailOutbox.toAddress,
      subject: mailOutbox.subject,
      kind: mailOutbox.kind,
      status: mailOutbox.status,
      text: mailOutbox.textBody,
      createdAt: mailOutbox.createdAt,
    })
    .from(mailOutbox)
    .orderBy(desc(mailOutbox.createdAt))
    .limit(100);
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}

const linkify = (s: string) => escapeHtml(s).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);

/**
 * Development only (DEV_TOOLS): the mail outbox, so a newcomer can open verification links without SMTP. Only the
 * person at this machine, holding the secret the console printed, can read it (http/dev-access.ts).
 */
export async function devMailPageRoutes(app: FastifyInstance) {
  const token = app.ctx.devToolsToken;
  app.get(
    "/dev/mail",
    devPageHandler(token, "/dev/mail", async (_request, reply) => {
      const mails = await recentMail(app);
      const items = mails
        .map(
          (
            m,
          ) => `<article><header><strong>${escapeHtml(m.subject)}</strong><span>${escapeHtml(m.kind)} · ${escapeHtml(m.status)}</span></header>
<p class="meta">To ${escapeHtml(m.to)} · ${escapeHtml(new Date(m.createdAt).toLocaleString("en-US"))}</p><pre>${linkify(m.text)}</pre></article>`,
        )
        .join("\n");
      return reply
        .type("text/html")
        .header("cache-control", "no-store")
        .send(`<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><link rel="icon" href="/favicon.svg" type="image/svg+xml"><title>Dev mail outbox · Standing</title>
<style>body{font-family:system-ui,sans-serif;max-width:820px;margin:24px auto;padding:0 16px;color:#0b1b2b}
article{border:1px solid #dde3ea;border-radius:8px;padding:12px 16px;margin:12px 0}header{display:flex;justify-content:space-between;gap:8px;flex-wrap:wrap}
header span,.meta{color:#52606d;font-size:13px}pre{white-space:pre-wrap;word-break:break-word;font:14px/1.5 system-ui,sans-serif}a{color:#1d6fa5}</style></head>
<body><h1>Mail outbox</h1><p class="meta">Development only. Mail that would be sent by SMTP appears here, newest first. <a href="/dev/mail">Refresh</a></p>
${items || "<p>No mail yet.</p>"}</body></html>`);
    }),
  );
}

export async function devMailApiRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().route({
    ...declared(DEV_MAIL_ROUTES.getDevMail),
    onRequest: async (request) => assertDevAccess(request, app.ctx.devToolsToken),
    handler: async () => ({ mails: await recentMail(app) }),
  });
}
