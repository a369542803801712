import { useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { DIRECTORY } from "../../../core/messages";
import { SearchForm } from "../../components/search-form";
import { Button } from "../../components/ui/button";
import { SuggestionCombobox, useSuggestionBox } from "../marketing/suggestion-box";
import { fetchSuggestions, type Suggestion, type SuggestionFetcher, suggestionHref } from "../marketing/suggestions";

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
  const box = useSuggestionBox(fetcher);
  const { controller, state, setActive } = box;
  const [text, setText] = useState(initialQuery);
  useEffect(() => setText(initialQuery), [initialQuery]);

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
    <SearchForm
      label="Search professionals"
      className="flex gap-2"
      onSearch={() => {
        if (box.highlighted) return choose(box.highlighted);
        controller.close();
        onSearch(text.trim());
      }}
    >
      <SuggestionCombobox
        box={box}
        label={DIRECTORY.searchPlaceholder}
        value={text}
        maxLength={200}
        onInput={(value) => {
          setText(value);
          controller.input(value);
        }}
        onFocus={() => {
          controller.focus();
          if (text.trim() && state.query !== text) controller.input(text);
        }}
        onChoose={choose}
        className="h-11 w-full rounded-md border border-input bg-background pl-10 pr-3 text-base shadow-sm placeholder:text-muted-foreground focus-visible:outline-2 focus-visible:outline-ring"
      />
      <Button type="submit" size="tall">
        Search
      </Button>
    </SearchForm>
  );
}
