import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { VitePWA } from "vite-plugin-pwa";
import { islandIcons } from "./scripts/prerender/island-icons";
import { prerenderedPaths, prerenderedPathsPattern } from "./scripts/prerender/prerendered-paths";

// The prerendered marketing pages (scripts/prerender/prerender.ts): the service worker fetches them from the network first.
const PRERENDERED = prerenderedPathsPattern(prerenderedPaths(fileURLToPath(new URL(".", import.meta.url))));
const ISLANDS_ENTRY = fileURLToPath(new URL("./src/web/prerender/main.tsx", import.meta.url));
const icons = islandIcons(ISLANDS_ENTRY);

export default defineConfig(({ isSsrBuild }) => ({
  root: "src/web",
  resolve: {
    // react-router's package exports name only its development build; the production build (no dev checks
    // or warnings, smaller, faster to hydrate) has to be chosen by path.
    alias: [
      {
        find: /^react-router$/,
        replacement: fileURLToPath(new URL("./node_modules/react-router/dist/production/index.mjs", import.meta.url)),
      },
    ],
  },
  publicDir: "public",
  plugins: [
    react(),
    tailwindcss(),
    // The prerender bundle (scripts/prerender/prerender.ts) is a Node module: no service worker, no manifest.
    ...(isSsrBuild
      ? []
      : [
          icons.plugin,
          // PWA (SPEC §2, §7): manifest, icons and GET /service-worker.js, registered at load by
          // src/web/features/pwa/register-service-worker.ts. The worker precaches the app shell and static
          // assets and keeps the prerendered public pages; API responses (personal data) are never stored.
          VitePWA({
            strategies: "generateSW",
            filename: "service-worker.js",
            injectRegister: false,
            registerType: "autoUpdate",
            includeAssets: ["favicon.svg", "icons/apple-touch-icon.png", "blog/*.svg"],
            manifest: {
              name: "Standing",
              short_name: "Standing",
              description: "Standing — the verified reputation network for today's workforce.",
              lang: "en",
              start_url: "/",
              scope: "/",
              display: "standalone",
              orientation: "portrait",
              theme_color: "#0f3d5e",
              background_color: "#ffffff",
              categories: ["business", "productivity"],
              icons: [
                { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
                { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
                { src: "/icons/maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
                { src: "/favicon.svg", sizes: "any", type: "image/svg+xml", purpose: "any" },
              ],
            },
            workbox: {
              globPatterns: ["**/*.{js,css,html,svg,png,webmanifest}"],
              navigateFallback: "/index.html",
              // Server-rendered or API paths must always reach the network; prerendered pages are handled below.
              navigateFallbackDenylist: [
                /^\/api(\/|$)/,
                /^\/dev(\/|$)/,
                /^\/docs(\/|$)/,
                new RegExp(`^${PRERENDERED}`),
              ],
              // A prerendered page is the same public HTML for everyone: fetched from the network first (the
              // visitor sees it before any script, as on a first visit, and always the latest), kept for offline
              // use, and when neither answers, the app shell draws the page instead (D29).
              runtimeCaching: [
                {
                  urlPattern: new RegExp(`^https?://[^/]+${PRERENDERED}`),
                  handler: "NetworkFirst",
                  options: {
                    cacheName: "pages",
                    networkTimeoutSeconds: 4,
                    expiration: { maxEntries: 40 },
                    cacheableResponse: { statuses: [200] },
                    precacheFallback: { fallbackURL: "/index.html" },
                  },
                },
              ],
              cleanupOutdatedCaches: true,
              clientsClaim: true,
              skipWaiting: true,
              sourcemap: false,
            },
          }),
        ]),
  ],
  build: isSsrBuild
    ? { outDir: "../../dist/prerender", emptyOutDir: true, sourcemap: false }
    : {
        outDir: "../../dist/web",
        emptyOutDir: true,
        sourcemap: true,
        chunkSizeWarningLimit: 600,
        modulePreload: {
          // An island's code is requested the moment the page boots; Vite's helper would first add a
          // <link rel=modulepreload> per dependency to the document, which measured 25-80 ms of main-thread work
          // on a marketing page. The islands' dependencies are mostly the shared chunks already loaded.
          resolveDependencies: (_file, deps, { hostId }) => (/(^|\/)islands-[^/]*\.js$/.test(hostId) ? [] : deps),
        },
        // The app (index.html) and the prerendered pages' islands (a script entry: scripts/prerender/prerender.ts writes its
        // <script> and preloads into each page from the build manifest, D27).
        rollupOptions: {
          input: {
            index: fileURLToPath(new URL("./src/web/index.html", import.meta.url)),
            islands: ISLANDS_ENTRY,
          },
          output: {
            codeSplitting: {
              // A prerendered page evaluates React's DOM runtime and the router as separate steps (prerender/main.tsx):
              // one long task split into shorter ones.
              groups: [
                { name: "react-dom", test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 20 },
                { name: "react-router", test: /[\\/]node_modules[\\/]react-router[\\/]/, priority: 10 },
                // Every page draws a handful of icons and the same small UI parts. Left to the default splitting,
                // each icon and each part is its own file of a few hundred bytes: 40-60 requests for a profile or
                // search page, each a round trip on a phone's link (D273).
                // The icons the islands draw, and the rest (D293).
                { name: icons.name, priority: 8 },
                {
                  name: "ui",
                  test: /[\\/]src[\\/]web[\\/]components[\\/]ui[\\/](avatar|badge|button|card|input|label|skeleton|spinner)\.tsx$/,
                  priority: 6,
                },
              ],
            },
          },
        },
        // scripts/prerender/prerender.ts reads which files each island needs, to preload them.
        manifest: true,
      },
  server: {
    port: 5173,
    proxy: {
      "/api": {
        target: "http://localhost:3000",
        // The API accepts only its own address as Origin (D52); this page is served from :5173 in development.
        configure: (proxy) =>
          proxy.on("proxyReq", (req) => {
            if (req.getHeader("origin")) req.setHeader("origin", "http://localhost:3000");
          }),
      },
    },
  },
}));
