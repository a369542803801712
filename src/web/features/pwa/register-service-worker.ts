/**
 * Registers the service worker (GET /service-worker.js, SPEC §7) when the page has loaded.
 * Built by vite-plugin-pwa: it precaches the app shell and static assets and never caches /api.
 * Skipped in development, where no worker is built.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || typeof navigator === "undefined" || !("serviceWorker" in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register("/service-worker.js", { scope: "/" }).catch((error: unknown) => {
      console.warn("Service worker registration failed", error);
    });
  };
  if (document.readyState === "complete") register();
  else window.addEventListener("load", register, { once: true });
}
