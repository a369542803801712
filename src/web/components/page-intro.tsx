import type * as React from "react";

/** A page's heading and the sentence under it that says what the page is for. */
export function PageIntro({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <header className="grid gap-1">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
      <p className="text-muted-foreground">{children}</p>
    </header>
  );
}
