import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type * as React from "react";
import { StrictMode, useEffect } from "react";
import { type IslandLocation, IslandRouter } from "./island-router";

function Committed({ onCommit, children }: { onCommit?: () => void; children: React.ReactNode }) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: reports the first commit only.
  useEffect(() => onCommit?.(), []);
  return children;
}

/**
 * The providers around one island: the same tree when prerendering (entry-prerender.tsx) and hydrating
 * (islands/main.tsx), so the markup and the ids match.
 */
export function IslandFrame({
  queryClient,
  location,
  onCommit,
  children,
}: {
  queryClient: QueryClient;
  /** The page being prerendered; the browser reads its own address. */
  location?: IslandLocation;
  onCommit?: () => void;
  children: React.ReactNode;
}) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <IslandRouter location={location}>
          <Committed onCommit={onCommit}>{children}</Committed>
        </IslandRouter>
      </QueryClientProvider>
    </StrictMode>
  );
}
