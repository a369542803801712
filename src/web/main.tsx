import { startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { createBrowserRouter, RouterProvider } from "react-router";
import { installHumanValidationMessages } from "../core/validation-messages";
import { AppTree } from "./app-tree";
import { startInstallPrompt } from "./features/pwa/install-prompt-store";
import { registerServiceWorker } from "./features/pwa/register-service-worker";
import { createBrowserQueryClient } from "./lib/query-client";
import { endServerHtml, readServerSeeds, startedFromServerHtml } from "./lib/server-html";
import { routes } from "./routes";
import "./styles.css";

/**
 * The single-page app: every page that is not prerendered (sign-in, search, profiles, dashboards). Prerendered
 * marketing pages boot src/web/prerender/main.tsx instead and hydrate only their islands. A profile or search page
 * the server drew for a visitor (`#root[data-ssr]`, D240) is hydrated whole, its query cache starting with the data
 * the server drew it from.
 */
// Forms validate with the same schemas as the server; their rules without a message speak plainly here too.
installHumanValidationMessages();
const router = createBrowserRouter(routes);
// Before the first render, so an early `beforeinstallprompt` is caught (SPEC §4).
startInstallPrompt();
registerServiceWorker();
const root = document.getElementById("root");
if (!root) throw new Error("#root missing from index.html");

const queryClient = createBrowserQueryClient();
const app = (
  <AppTree queryClient={queryClient}>
    <RouterProvider router={router} />
  </AppTree>
);
if (startedFromServerHtml()) {
  for (const [key, data] of readServerSeeds()) queryClient.setQueryData(key, data);
  const first = router.state.location.key;
  router.subscribe((state) => {
    if (state.location.key !== first) endServerHtml();
  });
  // As a transition, hydration works in slices of a few milliseconds and yields to the browser between them, as the
  // islands do (D27): hydrating the whole page at once was one 200–340 ms task on a throttled phone (D272).
  startTransition(() => {
    hydrateRoot(root, app);
  });
} else {
  createRoot(root).render(app);
}
