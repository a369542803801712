import { Search } from "lucide-react";
import { useEffect, useId, useState, useSyncExternalStore } from "react";
import { DIRECTORY } from "../../../core/messages";
import { SuggestionList, suggestionKeys } from "./suggestion-list";
import { createSuggestionsController, type Suggestion, type SuggestionFetcher } from "./suggestions";

/** The live suggestions behind a search box: the shared controller (timing rules in ./suggestions) and the highlighted row. */
export function useSuggestionBox(fetcher: SuggestionFetcher) {
  const [controller] = useState(() => createSuggestionsController(fetcher));
  const state = useSyncExternalStore(controller.subscribe, controller.getState, controller.getState);
  const [active, setActive] = useState(-1);
  useEffect(() => () => controller.dispose(), [controller]);
  const visible = state.open && state.suggestions.length > 0;
  /** The suggestion Enter takes, if one is highlighted. */
  const highlighted = visible && active >= 0 ? state.suggestions[active] : undefined;
  return { controller, state, active, setActive, visible, highlighted };
}

export type SuggestionBox = ReturnType<typeof useSuggestionBox>;

/** The search input with its icon and suggestions listbox (ARIA combobox pattern: the input owns focus). */
export function SuggestionCombobox({
  box,
  label,
  value,
  onInput,
  onFocus,
  onChoose,
  maxLength,
  className,
}: {
  box: SuggestionBox;
  label: string;
  value: string;
  onInput: (text: string) => void;
  onFocus: () => void;
  onChoose: (s: Suggestion) => void;
  maxLength?: number;
  className: string;
}) {
  const listId = useId();
  const inputId = useId();
  const { controller, state, active, setActive, visible } = box;
  return (
    <div className="relative flex-1">
      <label htmlFor={inputId} className="sr-only">
        {label}
      </label>
      <Search
        className="pointer-events-none absolute left-3 top-1/2 size-5 -translate-y-1/2 text-muted-foreground"
        aria-hidden="true"
      />
      <input
        id={inputId}
        name="q"
        type="search"
        autoComplete="off"
        role="combobox"
        aria-expanded={visible}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={visible && active >= 0 ? `${listId}-${active}` : undefined}
        placeholder={DIRECTORY.searchPlaceholder}
        value={value}
        maxLength={maxLength}
        onChange={(e) => {
          setActive(-1);
          onInput(e.target.value);
        }}
        onFocus={onFocus}
        onBlur={() => controller.blur()}
        onKeyDown={suggestionKeys({
          visible,
          count: state.suggestions.length,
          setActive,
          close: () => controller.close(),
        })}
        className={className}
      />
      <SuggestionList
        id={listId}
        visible={visible}
        suggestions={state.suggestions}
        active={active}
        onChoose={onChoose}
      />
    </div>
  );
}
