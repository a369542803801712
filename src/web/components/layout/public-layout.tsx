import { Suspense } from "react";
import { Outlet, ScrollRestoration } from "react-router";
import { PageSpinner } from "../ui/spinner";
import { FloatingUiIsland } from "./floating-ui";
import { SiteFooter } from "./site-footer";
import { SiteHeaderIsland } from "./site-header";

export function PublicLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded-md focus:bg-background focus:px-4 focus:py-2"
      >
        Skip to content
      </a>
      <SiteHeaderIsland />
      <main id="main" className="flex-1">
        {/* A full-height fallback keeps the footer below the fold while a page loads: no layout shift. */}
        <Suspense
          fallback={
            <div className="min-h-dvh">
              <PageSpinner />
            </div>
          }
        >
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
      {/* Bottom navigation and the global overlays (SPEC §2). */}
      <FloatingUiIsland />
      <ScrollRestoration />
    </div>
  );
}
