import { Tabs as RadixTabs } from "radix-ui";
import { withClass } from "../../components/ui/with-class";

/** Tabs in the shadcn/ui style over Radix (keyboard: arrows, Home/End). */
export const Tabs = RadixTabs.Root;

export const TabsList = withClass(
  RadixTabs.List,
  "inline-flex flex-wrap items-center justify-center gap-1 rounded-lg bg-muted p-1",
);

export const TabsTrigger = withClass(
  RadixTabs.Trigger,
  "inline-flex h-10 items-center justify-center gap-2 rounded-md px-4 text-sm font-medium text-muted-foreground transition-colors hover:text-foreground data-[state=active]:bg-background data-[state=active]:text-primary data-[state=active]:shadow-sm [&_svg]:size-4",
);

export const TabsContent = withClass(RadixTabs.Content, "mt-8 focus-visible:outline-2");
