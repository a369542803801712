import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type * as React from "react";
import { StrictMode, Suspense, useEffect } from "react";
import { type IslandLocation, IslandRouter } from "./island-router";

function Committed({ onCommit, children }: { onCommit?: () => void; children: React.ReactNode }) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: reports the first commit only.
  useEffect(() => onCommit?.(), []);
  return children;
}

/**
 * Holds an island's hydration until it is wanted (./gate.ts): until then React keeps the prerendered HTML as it is.
 * It reads a plain flag, so an interaction that opens the gate lets React hydrate the island at once and deliver
 * that same click or key press.
 */
export interface HydrationGate {
  readonly open: boolean;
  readonly opened: Promise<void>;
}

function Gated({ gate, children }: { gate?: HydrationGate; children: React.ReactNode }) {
  if (gate && !gate.open) throw gate.opened;
  return children;
}

/**
 * The providers around one island: the same tree when prerendering (prerender/entry-prerender.tsx) and hydrating
 * (prerender/main.tsx), so the markup and the ids match.
 */
export function IslandFrame({
  queryClient,
  location,
  onCommit,
  gate,
  children,
}: {
  queryClient: QueryClient;
  /** The page being prerendered; the browser reads its own address. */
  location?: IslandLocation;
  onCommit?: () => void;
  gate?: HydrationGate;
  children: React.ReactNode;
}) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <IslandRouter location={location}>
          <Committed onCommit={onCommit}>
            <Suspense fallback={null}>
              <Gated gate={gate}>{children}</Gated>
            </Suspense>
          </Committed>
        </IslandRouter>
      </QueryClientProvider>
    </StrictMode>
  );
}
