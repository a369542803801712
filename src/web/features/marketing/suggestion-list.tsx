import { MapPin, TrendingUp, User } from "lucide-react";
import type { KeyboardEvent } from "react";
import { cn } from "../../lib/cn";
import type { Suggestion } from "./suggestions";

const ICONS = { professional: User, location: MapPin, trending: TrendingUp } as const;

/** Arrow keys move through the list (wrapping), Escape closes it. Shared by the home and search boxes. */
export function suggestionKeys(options: {
  visible: boolean;
  count: number;
  setActive: (update: (i: number) => number) => void;
  close: () => void;
}) {
  return (e: KeyboardEvent<HTMLInputElement>) => {
    if (!options.visible) return;
    if (e.key === "ArrowDown") {
      e.preventDefault();
      options.setActive((i) => (i + 1) % options.count);
    } else if (e.key === "ArrowUp") {
      e.preventDefault();
      options.setActive((i) => (i <= 0 ? options.count - 1 : i - 1));
    } else if (e.key === "Escape") {
      e.preventDefault();
      options.close();
    }
  };
}

/** The suggestions listbox under a search box (ARIA combobox pattern: the input owns focus). */
export function SuggestionList(props: {
  id: string;
  visible: boolean;
  suggestions: Suggestion[];
  active: number;
  onChoose: (s: Suggestion) => void;
}) {
  return (
    <div
      id={props.id}
      role="listbox"
      aria-label="Suggestions"
      hidden={!props.visible}
      className="absolute inset-x-0 top-full z-30 mt-1 max-h-80 overflow-auto rounded-md border bg-background py-1 text-left shadow-lg"
    >
      {props.suggestions.map((s, i) => {
        const Icon = ICONS[s.type];
        return (
          <div
            key={`${s.type}-${s.professionalId ?? s.text}`}
            id={`${props.id}-${i}`}
            role="option"
            aria-selected={i === props.active}
            tabIndex={-1}
            className={cn(
              "flex cursor-pointer items-center gap-3 px-3 py-2 text-sm",
              i === props.active ? "bg-secondary" : "hover:bg-muted",
            )}
            // mousedown keeps focus in the input; the 200 ms blur delay covers touch taps.
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => props.onChoose(s)}
            onKeyDown={(e) => e.key === "Enter" && props.onChoose(s)}
          >
            {s.profilePicture ? (
              <img src={s.profilePicture} alt="" className="size-8 rounded-full object-cover" />
            ) : (
              <Icon className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
            )}
            <span className="min-w-0">
              <span className="block truncate font-medium">{s.text}</span>
              {s.subtitle && <span className="block truncate text-muted-foreground">{s.subtitle}</span>}
            </span>
          </div>
        );
      })}
    </div>
  );
}
