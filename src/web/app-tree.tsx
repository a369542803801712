import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type * as React from "react";
import { StrictMode } from "react";
import { Toaster } from "sonner";

/**
 * The providers around the router, shared by the browser (main.tsx) and build-time prerendering
 * (entry-prerender.tsx): hydration needs both trees to be identical.
 */
export function AppTree({ queryClient, children }: { queryClient: QueryClient; children: React.ReactNode }) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        {children}
        <Toaster richColors closeButton position="top-right" />
      </QueryClientProvider>
    </StrictMode>
  );
}
