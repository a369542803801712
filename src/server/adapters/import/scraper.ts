import type { ImportDraft } from "../../../core/contracts/profile-import";
import { IMPORT_MESSAGES } from "../../../core/contracts/profile-import-rules";
import { DomainError, invalidInput } from "../../kernel/domain-errors";
import { ImportRejected } from "./import-error";
import { draftFromJsonResume } from "./json-resume";

/**
 * A hosted scraping service that reads a public profile page (SPEC §1: "Profile data may be imported from a
 * professional networking site via a scraping service"). Off unless SCRAPER_URL is set.
 *
 * Wire contract: POST {SCRAPER_URL} with `{"url": "<public profile address>"}` and `Authorization: Bearer
 * <SCRAPER_API_KEY>`; the service answers 200 with a JSON Resume document (https://jsonresume.org/schema). A
 * vendor with another format needs only a mapping to JSON Resume in front of it.
 */
export interface ProfileScraper {
  fetchProfile(url: string): Promise<ImportDraft>;
}

export interface HttpScraperOptions {
  url: string;
  apiKey?: string;
  timeoutMs: number;
  /** For tests; defaults to the global fetch. */
  fetch?: typeof fetch;
}

/** Largest answer we read from the service. */
const MAX_ANSWER_BYTES = 2 * 1024 * 1024;

const upstream = (status: 502 | 504, message: string) =>
  new DomainError(status === 504 ? "upstream_timeout" : "upstream_failed", message);

export function createHttpScraper(options: HttpScraperOptions): ProfileScraper {
  const doFetch = options.fetch ?? fetch;
  return {
    async fetchProfile(profileUrl) {
      let response: Response;
      const signal = AbortSignal.timeout(options.timeoutMs);
      try {
        response = await doFetch(options.url, {
          method: "POST",
          headers: {
            "content-type": "application/json",
            accept: "application/json",
            ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}),
          },
          body: JSON.stringify({ url: profileUrl }),
          signal,
          redirect: "error",
        });
      } catch {
        if (signal.aborted) throw upstream(504, IMPORT_MESSAGES.scraperTimeout);
        throw upstream(502, IMPORT_MESSAGES.scraperUnreachable);
      }
      let text: string;
      try {
        text = await readCapped(response, MAX_ANSWER_BYTES);
      } catch (error) {
        if (signal.aborted) throw upstream(504, IMPORT_MESSAGES.scraperTimeout);
        if (error instanceof DomainError) throw error;
        throw upstream(502, IMPORT_MESSAGES.scraperBadAnswer);
      }
      if (response.status === 404 || response.status === 422)
        throw invalidInput({ url: IMPORT_MESSAGES.scraperNotFound });
      if (!response.ok) throw upstream(502, IMPORT_MESSAGES.scraperFailed(response.status));
      let value: unknown;
      try {
        value = JSON.parse(text);
      } catch {
        throw upstream(502, IMPORT_MESSAGES.scraperBadAnswer);
      }
      try {
        return draftFromJsonResume(value);
      } catch (error) {
        if (error instanceof ImportRejected) throw upstream(502, IMPORT_MESSAGES.scraperBadAnswer);
        throw error;
      }
    },
  };
}

async function readCapped(response: Response, max: number): Promise<string> {
  if (!response.body) return "";
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > max) {
      await reader.cancel();
      throw upstream(502, IMPORT_MESSAGES.scraperBadAnswer);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
}
