import type { ReactNode } from "react";

/** The band at the top of every public page: eyebrow, h1, lead paragraph, optional actions. */
export function PageHeader({
  eyebrow,
  title,
  lead,
  children,
}: {
  eyebrow?: string;
  title: string;
  lead?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <section className="border-b bg-gradient-to-b from-secondary to-background">
      <div className="mx-auto max-w-4xl px-4 py-12 text-center sm:px-6 sm:py-16">
        {eyebrow && <p className="text-sm font-semibold uppercase tracking-wider text-ring">{eyebrow}</p>}
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-primary sm:text-5xl">{title}</h1>
        {lead && <p className="mx-auto mt-4 max-w-2xl text-lg text-muted-foreground">{lead}</p>}
        {children && <div className="mt-8">{children}</div>}
      </div>
    </section>
  );
}
