import { LIMITS } from "../../../core/limits";

/** One entry of the home search dropdown (SPEC §3 Suggestion). */
export interface Suggestion {
  type: "professional" | "location" | "trending";
  text: string;
  subtitle?: string | null;
  profilePicture?: string | null;
  professionalId?: string | null;
}

/** Where choosing a suggestion goes (SPEC §2): a professional opens the profile, anything else searches. */
export function suggestionHref(s: Suggestion): string {
  if (s.type === "professional" && s.professionalId) return `/profile/${encodeURIComponent(s.professionalId)}`;
  return `/search?q=${encodeURIComponent(s.text)}`;
}

export interface SuggestionsState {
  query: string;
  /** The dropdown may show: the box is focused (or was blurred less than 200 ms ago) and the query is non-blank. */
  open: boolean;
  suggestions: Suggestion[];
  loading: boolean;
}

export type SuggestionFetcher = (query: string, signal: AbortSignal) => Promise<Suggestion[]>;

export interface SuggestionsController {
  getState(): SuggestionsState;
  subscribe(listener: () => void): () => void;
  focus(): void;
  blur(): void;
  input(query: string): void;
  /** A suggestion was chosen or Escape pressed: close now. */
  close(): void;
  dispose(): void;
}

/**
 * Timing rules of the home search box (SPEC §4, §9): requests are debounced 300 ms after the last
 * keystroke and only sent for a non-blank query; the list hides 200 ms after blur (so a click on a
 * suggestion still lands); a failed request leaves the list empty. Framework-free, so the rules are
 * tested with fake timers; `useSuggestions` binds it to React.
 */
export function createSuggestionsController(
  fetcher: SuggestionFetcher,
  options: { debounceMs?: number; hideDelayMs?: number } = {},
): SuggestionsController {
  const debounceMs = options.debounceMs ?? LIMITS.suggestionDebounceMs;
  const hideDelayMs = options.hideDelayMs ?? LIMITS.suggestionHideDelayMs;
  let state: SuggestionsState = { query: "", open: false, suggestions: [], loading: false };
  let focused = false;
  let debounceTimer: ReturnType<typeof setTimeout> | undefined;
  let hideTimer: ReturnType<typeof setTimeout> | undefined;
  let inFlight: AbortController | undefined;
  const listeners = new Set<() => void>();

  const set = (patch: Partial<SuggestionsState>) => {
    const next = { ...state, ...patch };
    next.open = focused && next.query.trim() !== "";
    state = next;
    for (const l of listeners) l();
  };
  const cancelFetch = () => {
    clearTimeout(debounceTimer);
    inFlight?.abort();
    inFlight = undefined;
  };

  const run = async (query: string) => {
    const controller = new AbortController();
    inFlight = controller;
    set({ loading: true });
    let results: Suggestion[] = [];
    try {
      results = (await fetcher(query, controller.signal)).slice(0, LIMITS.suggestionLimits.total);
    } catch (error) {
      if (controller.signal.aborted) return;
      console.warn("Search suggestions unavailable", error);
    }
    if (controller.signal.aborted || inFlight !== controller) return;
    inFlight = undefined;
    set({ suggestions: results, loading: false });
  };

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    focus() {
      clearTimeout(hideTimer);
      focused = true;
      set({});
    },
    blur() {
      clearTimeout(hideTimer);
      hideTimer = setTimeout(() => {
        focused = false;
        set({});
      }, hideDelayMs);
    },
    input(query) {
      clearTimeout(hideTimer);
      focused = true;
      cancelFetch();
      if (query.trim() === "") {
        set({ query, suggestions: [], loading: false });
        return;
      }
      set({ query });
      debounceTimer = setTimeout(() => void run(query.trim()), debounceMs);
    },
    close() {
      clearTimeout(hideTimer);
      focused = false;
      set({});
    },
    dispose() {
      cancelFetch();
      clearTimeout(hideTimer);
      listeners.clear();
    },
  };
}

/**
 * Reads GET /api/v1/search/suggestions?q=. Until the directory issue ships that endpoint the server
 * answers 404: we then stop asking for the rest of the page's life and show nothing.
 */
let endpointMissing = false;
export const fetchSuggestions: SuggestionFetcher = async (query, signal) => {
  if (endpointMissing) return [];
  const response = await fetch(`/api/v1/search/suggestions?q=${encodeURIComponent(query)}`, {
    signal,
    credentials: "same-origin",
    headers: { accept: "application/json" },
  });
  if (response.status === 404 || response.status === 405) {
    endpointMissing = true;
    return [];
  }
  if (!response.ok) throw new Error(`suggestions answered ${response.status}`);
  return parseSuggestions(await response.json());
};

/** Accepts `[…]` or `{ suggestions: […] }`, in camelCase or the spec's snake_case; drops malformed entries. */
export function parseSuggestions(body: unknown): Suggestion[] {
  const list = Array.isArray(body) ? body : (body as { suggestions?: unknown } | null)?.suggestions;
  if (!Array.isArray(list)) return [];
  const out: Suggestion[] = [];
  for (const item of list) {
    if (typeof item !== "object" || item === null) continue;
    const r = item as Record<string, unknown>;
    const type = r.type;
    if (type !== "professional" && type !== "location" && type !== "trending") continue;
    if (typeof r.text !== "string" || r.text.trim() === "") continue;
    const str = (v: unknown) => (typeof v === "string" && v !== "" ? v : null);
    out.push({
      type,
      text: r.text,
      subtitle: str(r.subtitle),
      profilePicture: str(r.profilePicture ?? r.profile_picture),
      professionalId: str(r.professionalId ?? r.professional_id),
    });
  }
  return out;
}
