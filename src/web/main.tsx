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
 * The single-page app: every page that is not prerendered (sign-in, dashboards, and search and profiles for anyone
 * signed in). Prerendered marketing pages, and the profile and search pages the server draws for a visitor
 * (`#root[data-ssr]`, D240, D273, D288), boot src/web/prerender/main.tsx instead and hydrate only their islands.
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
createRoot(root).render(app);
