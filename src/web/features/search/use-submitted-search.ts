import { useState } from "react";

/**
 * A search box whose query applies when submitted (Enter or the button), not on every key, with its own page
 * number that returns to 1 on each new search. The finders on the claim and rate pages share it; the caller feeds
 * `query` and `page` to its data hook (`useSearchResults`, `useRoster`).
 */
export function useSubmittedSearch(options: { trim?: boolean } = {}) {
  const [text, setText] = useState("");
  const [query, setQuery] = useState("");
  const [page, setPage] = useState(1);
  return {
    text,
    setText,
    query,
    page,
    setPage,
    submit: () => {
      setPage(1);
      setQuery(options.trim ? text.trim() : text);
    },
  };
}
