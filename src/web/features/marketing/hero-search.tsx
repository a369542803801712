import { useNavigate } from "react-router";
import { SearchForm } from "../../components/search-form";
import { Button } from "../../components/ui/button";
import { island } from "../../prerender/island";
import { SuggestionCombobox, useSuggestionBox } from "./suggestion-box";
import { fetchSuggestions, type Suggestion, suggestionHref } from "./suggestions";

/**
 * The home hero search: submits to /search?q=…, and shows live suggestions (a combobox) from
 * GET /api/v1/search/suggestions once that endpoint exists. Timing rules live in ./suggestions.
 */
export function HeroSearch() {
  const navigate = useNavigate();
  const box = useSuggestionBox(fetchSuggestions);
  const { controller, state } = box;

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
    <SearchForm
      label="Search professionals"
      // Before the page's JavaScript runs (prerendered HTML), the browser submits this itself: GET /search?q=…
      action="/search"
      method="get"
      // On a phone the button goes under the box, so the whole placeholder fits in it.
      className="relative mx-auto mt-8 flex max-w-xl flex-col gap-2 sm:flex-row"
      onSearch={() => {
        if (box.highlighted) go(box.highlighted);
        else submit();
      }}
    >
      <SuggestionCombobox
        box={box}
        label="Search professionals by name, location, or industry"
        value={state.query}
        onInput={(text) => controller.input(text)}
        onFocus={() => controller.focus()}
        onChoose={go}
        // The placeholder (SPEC wording) is smaller on a phone so all of it fits; typed text stays 16 px (no zoom on iOS).
        className="h-12 w-full rounded-md border border-input bg-background pl-10 pr-3 text-base shadow-sm placeholder:text-muted-foreground focus-visible:outline-2 focus-visible:outline-ring max-sm:placeholder:text-sm"
      />
      <Button type="submit" size="lg" className="h-12 w-full sm:w-auto">
        Search
      </Button>
    </SearchForm>
  );
}

export const HeroSearchIsland = island("hero-search", HeroSearch);
