import { ChevronDown } from "lucide-react";
import { Accordion } from "radix-ui";
import { FAQ_GROUPS } from "../../../core/content/faq";
import { island } from "../../prerender/island";

/** One group of /faq: questions that open and close independently (keyboard: Enter/Space, arrows). */
export function FaqAccordion({ groupId }: { groupId: string }) {
  const group = FAQ_GROUPS.find((g) => g.id === groupId);
  if (!group) return null;
  return (
    <Accordion.Root type="multiple" className="divide-y rounded-lg border">
      {group.items.map((item, i) => (
        <Accordion.Item key={item.question} value={`${group.id}-${i}`}>
          <Accordion.Header asChild>
            <h3>
              <Accordion.Trigger className="group flex w-full items-center justify-between gap-4 px-5 py-4 text-left font-medium hover:bg-muted/60">
                {item.question}
                <ChevronDown
                  className="size-5 shrink-0 text-muted-foreground transition-transform group-data-[state=open]:rotate-180"
                  aria-hidden="true"
                />
              </Accordion.Trigger>
            </h3>
          </Accordion.Header>
          <Accordion.Content className="space-y-3 px-5 pb-5 text-muted-foreground">
            {item.answer.map((p) => (
              <p key={p}>{p}</p>
            ))}
          </Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}

export const FaqAccordionIsland = island("faq-accordion", FaqAccordion);
