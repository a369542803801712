import { mkdirSync } from "node:fs";
import type { APIRequestContext, Browser } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import { DESKTOP, launchBrowser, openConsented, type PageProbe } from "./harness";
import { type RunningServer, startServer } from "./server";
import { apiAs, type Credentials, signInUi } from "./sign-in";

/** A journey's own server and browser, with the steps bound to that server. */
export interface OwnServer {
  server: RunningServer;
  browser: Browser;
  url(path: string): string;
  /** A consented page (see openConsented) in a fresh context. */
  open(viewport?: typeof DESKTOP): Promise<PageProbe>;
  shoot(p: PageProbe, name: string): Promise<void>;
  signInUi(p: PageProbe, who: Credentials): Promise<void>;
  apiAs(who: Credentials): Promise<APIRequestContext>;
}

/**
 * A journey on a server of its own (a fresh seed, so the demo administrator enrols its second factor there whatever
 * other journeys did): starts the server with `env` and Chromium before the file's journeys, stops both after them.
 * Screenshots go to `shotsDir` when it is set.
 */
export function setUpOwnServer(env: Record<string, string>, shotsDir?: string): OwnServer {
  const own = {
    url: (path: string) => `${own.server.baseUrl}${path}`,
    open: (viewport = DESKTOP) => openConsented(own.browser, viewport),
    shoot: async (p: PageProbe, name: string) => {
      if (shotsDir) await p.page.screenshot({ path: `${shotsDir}/${name}.png`, fullPage: true });
    },
    signInUi: (p: PageProbe, who: Credentials) => signInUi(p, own.server.baseUrl, who),
    apiAs: (who: Credentials) => apiAs(own.server.baseUrl, who),
  } as OwnServer;
  beforeAll(async () => {
    own.server = await startServer(env);
    own.browser = await launchBrowser();
    if (shotsDir) mkdirSync(shotsDir, { recursive: true });
  }, 180_000);
  afterAll(async () => {
    await own.browser?.close();
    await own.server?.stop();
  });
  return own;
}
