import { QueryClient } from "@tanstack/react-query";
import { createRoot, hydrateRoot } from "react-dom/client";
import { createBrowserRouter, RouterProvider } from "react-router";
import { QUERY_CACHE } from "../core/limits";
import { AppTree } from "./app-tree";
import { startInstallPrompt } from "./features/pwa/install-prompt-store";
import { registerServiceWorker } from "./features/pwa/register-service-worker";
import { routes } from "./routes";
import "./styles.css";

const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: QUERY_CACHE.staleTimeMs,
      gcTime: QUERY_CACHE.gcTimeMs,
      retry: QUERY_CACHE.retry,
      refetchOnWindowFocus: QUERY_CACHE.refetchOnWindowFocus,
    },
  },
});

const router = createBrowserRouter(routes);
// Before the first render, so an early `beforeinstallprompt` is caught (SPEC §4).
startInstallPrompt();
registerServiceWorker();
const root = document.getElementById("root");
if (!root) throw new Error("#root missing from index.html");

const app = (
  <AppTree queryClient={queryClient}>
    <RouterProvider router={router} />
  </AppTree>
);
// Marketing pages arrive prerendered (scripts/prerender.ts): hydrate them; every other path starts empty.
if (root.hasChildNodes()) hydrateRoot(root, app);
else createRoot(root).render(app);
