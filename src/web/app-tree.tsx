import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type * as React from "react";
import { StrictMode } from "react";

/**
 * The providers around the router, shared by the browser (main.tsx) and build-time prerendering
 * (prerender/entry-prerender.tsx). Islands of prerendered pages get the same providers (prerender/island-frame.tsx).
 * Toasts belong to the page frame (components/layout/floating-ui.tsx).
 */
export function AppTree({ queryClient, children }: { queryClient: QueryClient; children: React.ReactNode }) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </StrictMode>
  );
}
