import { createRoot } from "react-dom/client";
import { createBrowserRouter, RouterProvider } from "react-router";
import { installHumanValidationMessages } from "../core/validation-messages";
import { AppTree } from "./app-tree";
import { startInstallPrompt } from "./features/pwa/install-prompt-store";
import { registerServiceWorker } from "./features/pwa/register-service-worker";
import { createBrowserQueryClient } from "./lib/query-client";
import { routes } from "./routes";
import "./styles.css";

/**
 * The single-page app: every page that is not prerendered (sign-in, search, profiles, dashboards). Prerendered
 * marketing pages boot src/web/prerender/main.tsx instead and hydrate only their islands.
 */
// Forms validate with the same schemas as the server; their rules without a message speak plainly here too.
installHumanValidationMessages();
const router = createBrowserRouter(routes);
// Before the first render, so an early `beforeinstallprompt` is caught (SPEC §4).
startInstallPrompt();
registerServiceWorker();
const root = document.getElementById("root");
if (!root) throw new Error("#root missing from index.html");

createRoot(root).render(
  <AppTree queryClient={createBrowserQueryClient()}>
    <RouterProvider router={router} />
  </AppTree>,
);
