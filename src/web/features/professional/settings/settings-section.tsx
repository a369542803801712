import type * as React from "react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";

/** One titled card of the settings form; its id is the anchor the overview's "Next steps" link to. */
export function Section({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description?: string;
  children: React.ReactNode;
}) {
  return (
    <Card id={id} aria-labelledby={`${id}-title`} role="region" className="scroll-mt-24">
      <CardHeader className="p-4 sm:p-6">
        <CardTitle id={`${id}-title`}>{title}</CardTitle>
        {description && <CardDescription>{description}</CardDescription>}
      </CardHeader>
      <CardContent className="grid gap-4 p-4 pt-0 sm:p-6 sm:pt-0">{children}</CardContent>
    </Card>
  );
}
