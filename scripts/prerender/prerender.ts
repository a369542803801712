/**
 * Prerenders the marketing pages into static HTML after `vite build` (run by `npm run build`):
 *
 *   vite build && vite build --ssr prerender/entry-prerender.tsx && tsx scripts/prerender/prerender.ts
 *
 * Each page is rendered by the same React tree the browser hydrates (src/web/prerender/entry-prerender.tsx) and written
 * into a copy of the built index.html with its own title and description, under dist/web/_prerendered/. The
 * server serves those files for exactly these paths (http/spa.ts reads manifest.json); every other path gets
 * the plain app shell. Why: a phone on a slow network paints the page before any JavaScript arrives.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { ISLAND_LOADER } from "../../src/server/http/island-loader";
import { createIslandPreloads } from "./island-preloads";
import { prerenderedPaths } from "./prerendered-paths";

// React's production server build: the markup is the same, the work is faster and quieter.
process.env.NODE_ENV ??= "production";

const root = resolve(import.meta.dirname, "..", "..");
const webDir = resolve(process.env.WEB_DIST_DIR ?? join(root, "dist", "web"));
const outDir = join(webDir, "_prerendered");
const PRERENDERED_PATHS = prerenderedPaths(root);

const escapeHtml = (s: string) =>
  s.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;");

const { render } = (await import(pathToFileURL(join(root, "dist", "prerender", "entry-prerender.js")).href)) as {
  render(path: string): Promise<{ html: string; title: string | null; description: string | null }>;
};
// The app's index.html, with its own scripts taken out: a prerendered page boots only its islands
// (src/web/prerender/main.tsx, D27), whose <script> and preloads are written per page below.
const appShell = readFileSync(join(webDir, "index.html"), "utf8");
if (!appShell.includes('<div id="root"></div>')) throw new Error("index.html has no empty #root to fill");
const appScripts = /\s*<script type="module" crossorigin src="[^"]+"><\/script>|\s*<link rel="modulepreload" [^>]+>/g;
if (!appShell.match(appScripts)) throw new Error("index.html has no module entry script");

// The stylesheet is small (≈10 KB gzipped): inlined, the first paint needs no second round trip.
const stylesheet = /<link rel="stylesheet" crossorigin href="\/assets\/([^"]+\.css)">/.exec(appShell);
if (!stylesheet?.[1]) throw new Error("index.html links no stylesheet under /assets/");
const css = readFileSync(join(webDir, "assets", stylesheet[1]), "utf8");
if (css.includes("</style")) throw new Error("the stylesheet cannot be inlined");

const { entry, preloadsFor } = createIslandPreloads(
  webDir,
  readFileSync(join(root, "src", "web", "prerender", "registry.ts"), "utf8"),
);
const shell = appShell.replace(appScripts, "").replace(stylesheet[0], () => `<style>${css}</style>`);
if (!shell.includes("</body>")) throw new Error("index.html has no </body>");

rmSync(outDir, { recursive: true, force: true });
mkdirSync(outDir, { recursive: true });
const manifest: Record<string, string> = {};
for (const path of PRERENDERED_PATHS) {
  const { html, title, description } = await render(path);
  if (html.includes("<script") || html.includes("<template"))
    throw new Error(
      `${path}: the prerendered page still streams (a part suspended twice); it would break under the CSP`,
    );
  let page = shell.replace('<div id="root"></div>', () => `<div id="root" data-prerendered>${html}</div>`);
  // A prerendered page reads complete before any JavaScript runs: its islands' code (the entry and everything it
  // will import, evaluated step by step) is fetched by the loader once the page has loaded and painted (D28).
  const islands = new Set([...html.matchAll(/data-island="([a-z-]+)"/g)].map((m) => m[1] ?? ""));
  const preloads = preloadsFor(islands);
  if ([entry, ...preloads].some((href) => !/^\/assets\/[\w.-]+\.js$/.test(href)))
    throw new Error(`${path}: unexpected script path among ${[entry, ...preloads].join(" ")}`);
  page = page.replace(
    "</body>",
    () => `<script data-entry="${entry}" data-preload="${preloads.join(" ")}">${ISLAND_LOADER}</script></body>`,
  );
  if (title) page = page.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`);
  if (description)
    page = page.replace(
      /<meta name="description" content="[^"]*"/,
      () => `<meta name="description" content="${escapeHtml(description)}"`,
    );
  const file = `${path === "/" ? "index" : path.slice(1).replaceAll("/", "__")}.html`;
  writeFileSync(join(outDir, file), page);
  manifest[path] = file;
}
// The pages the server draws per request for a visitor (D240), hydrated island by island like a prerendered page
// (D273, D288): the same shell, whose loader fetches the islands' code and names the islands it has fetched for (the
// server refuses to send a page with any other island). `#root` stays empty for the server.
// The parts named `onInteraction` hydrate when touched, focused or pressed (D280, D288): a profile's Share and QR Code
// (buttons whose dialogs load on use) and the search page itself (read first; hydrated at once when the visitor has
// saved filters, prerender/gate.ts). The header may not wait: drawn like a prerendered page's, it holds the
// session's "loading" placeholder until it hydrates, and only then shows a visitor Login and Sign Up. The overlays
// hydrate at once.
const SERVER_DRAWN = {
  profile: { islands: ["site-header", "floating-ui", "profile-actions"], onInteraction: ["profile-actions"] },
  search: { islands: ["site-header", "floating-ui", "search-page"], onInteraction: ["search-page"] },
  // The transparency report (D0333): read, never worked; only the header and overlays hydrate.
  transparency: { islands: ["site-header", "floating-ui"], onInteraction: [] },
} as const;
for (const [name, { islands, onInteraction }] of Object.entries(SERVER_DRAWN)) {
  const preloads = preloadsFor(islands);
  if ([entry, ...preloads].some((href) => !/^\/assets\/[\w.-]+\.js$/.test(href)))
    throw new Error(`ssr-${name}: unexpected script path among ${[entry, ...preloads].join(" ")}`);
  writeFileSync(
    join(outDir, `ssr-${name}.html`),
    shell.replace(
      "</body>",
      () =>
        `<script data-islands="${islands.join(" ")}" data-on-interaction="${onInteraction.join(" ")}" data-entry="${entry}" data-preload="${preloads.join(" ")}">${ISLAND_LOADER}</script></body>`,
    ),
  );
}

writeFileSync(join(outDir, "manifest.json"), `${JSON.stringify(manifest, null, 2)}\n`);
console.log(`prerendered ${PRERENDERED_PATHS.length} pages into ${outDir}`);
