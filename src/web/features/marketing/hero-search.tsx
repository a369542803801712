import { Search } from "lucide-react";
import { useEffect, useId, useState, useSyncExternalStore } from "react";
import { useNavigate } from "react-router";
import { DIRECTORY } from "../../../core/messages";
import { Button } from "../../components/ui/button";
import { island } from "../../prerender/island";
import { SuggestionList, suggestionKeys } from "./suggestion-list";
import { createSuggestionsController, fetchSuggestions, type Suggestion, suggestionHref } from "./suggestions";

/**
 * The home hero search: submits to /search?q=…, and shows live suggestions (a combobox) from
 * GET /api/v1/search/suggestions once that endpoint exists. Timing rules live in ./suggestions.
 */
export function HeroSearch() {
  const navigate = useNavigate();
  const [controller] = useState(() => createSuggestionsController(fetchSuggestions));
  const state = useSyncExternalStore(controller.subscribe, controller.getState, controller.getState);
  const [active, setActive] = useState(-1);
  const listId = useId();
  const inputId = useId();
  useEffect(() => () => controller.dispose(), [controller]);

  const visible = state.open && state.suggestions.length > 0;
  const go = (s: Suggestion) => {
    controller.close();
    navigate(suggestionHref(s));
  };
  const submit = () => {
    controller.close();
    const q = state.query.trim();
    navigate(q ? `/search?q=${encodeURIComponent(q)}` : "/search");
  };

  return (
    <form
      role="search"
      aria-label="Search professionals"
      // Before the page's JavaScript runs (prerendered HTML), the browser submits this itself: GET /search?q=…
      action="/search"
      method="get"
      // On a phone the button goes under the box, so the whole placeholder fits in it.
      className="relative mx-auto mt-8 flex max-w-xl flex-col gap-2 sm:flex-row"
      onSubmit={(e) => {
        e.preventDefault();
        const chosen = visible && active >= 0 ? state.suggestions[active] : undefined;
        if (chosen) go(chosen);
        else submit();
      }}
    >
      <div className="relative flex-1">
        <label htmlFor={inputId} className="sr-only">
          Search professionals by name, location, or industry
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
          value={state.query}
          onChange={(e) => {
            setActive(-1);
            controller.input(e.target.value);
          }}
          onFocus={() => controller.focus()}
          onBlur={() => controller.blur()}
          onKeyDown={suggestionKeys({
            visible,
            count: state.suggestions.length,
            setActive,
            close: () => controller.close(),
          })}
          // The placeholder (SPEC wording) is smaller on a phone so all of it fits; typed text stays 16 px (no zoom on iOS).
          className="h-12 w-full rounded-md border border-input bg-background pl-10 pr-3 text-base shadow-sm placeholder:text-muted-foreground focus-visible:outline-2 focus-visible:outline-ring max-sm:placeholder:text-sm"
        />
        <SuggestionList id={listId} visible={visible} suggestions={state.suggestions} active={active} onChoose={go} />
      </div>
      <Button type="submit" size="lg" className="h-12 w-full sm:w-auto">
        Search
      </Button>
    </form>
  );
}

export const HeroSearchIsland = island("hero-search", HeroSearch);
