import { Search } from "lucide-react";
import { useEffect, useId, useState, useSyncExternalStore } from "react";
import { useNavigate } from "react-router";
import { DIRECTORY } from "../../../core/messages";
import { Button } from "../../components/ui/button";
import { SuggestionList, suggestionKeys } from "../marketing/suggestion-list";
import {
  createSuggestionsController,
  fetchSuggestions,
  type Suggestion,
  type SuggestionFetcher,
  suggestionHref,
} from "../marketing/suggestions";

/**
 * The /search box: Enter or the Search button submits; while focused and non-empty it shows live
 * suggestions (300 ms debounce, hidden 200 ms after blur — the shared controller's rules). A professional
 * opens the profile; a location searches for it.
 */
export function SearchBox({
  initialQuery,
  onSearch,
  fetcher = fetchSuggestions,
}: {
  initialQuery: string;
  onSearch: (q: string) => void;
  fetcher?: SuggestionFetcher;
}) {
  const navigate = useNavigate();
  const [controller] = useState(() => createSuggestionsController(fetcher));
  const state = useSyncExternalStore(controller.subscribe, controller.getState, controller.getState);
  const [text, setText] = useState(initialQuery);
  const [active, setActive] = useState(-1);
  const listId = useId();
  const inputId = useId();
  useEffect(() => () => controller.dispose(), [controller]);
  useEffect(() => setText(initialQuery), [initialQuery]);

  const visible = state.open && state.suggestions.length > 0;
  const choose = (s: Suggestion) => {
    controller.close();
    setActive(-1);
    if (s.type === "professional" && s.professionalId) {
      navigate(suggestionHref(s));
    } else {
      setText(s.text);
      onSearch(s.text);
    }
  };

  return (
    <form
      role="search"
      aria-label="Search professionals"
      className="flex gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        const chosen = visible && active >= 0 ? state.suggestions[active] : undefined;
        if (chosen) return choose(chosen);
        controller.close();
        onSearch(text.trim());
      }}
    >
      <div className="relative flex-1">
        <label htmlFor={inputId} className="sr-only">
          {DIRECTORY.searchPlaceholder}
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
          value={text}
          maxLength={200}
          onChange={(e) => {
            setActive(-1);
            setText(e.target.value);
            controller.input(e.target.value);
          }}
          onFocus={() => {
            controller.focus();
            if (text.trim() && state.query !== text) controller.input(text);
          }}
          onBlur={() => controller.blur()}
          onKeyDown={suggestionKeys({
            visible,
            count: state.suggestions.length,
            setActive,
            close: () => controller.close(),
          })}
          className="h-11 w-full rounded-md border border-input bg-background pl-10 pr-3 text-base shadow-sm placeholder:text-muted-foreground focus-visible:outline-2 focus-visible:outline-ring"
        />
        <SuggestionList
          id={listId}
          visible={visible}
          suggestions={state.suggestions}
          active={active}
          onChoose={choose}
        />
      </div>
      <Button type="submit" size="tall">
        Search
      </Button>
    </form>
  );
}
