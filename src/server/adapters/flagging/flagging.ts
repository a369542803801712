import type { TextFlagSource } from "../../../core/contracts/flags";

/** One word or phrase a check matched, with the library's note (what it suggests instead). */
export interface TextMatch {
  source: TextFlagSource;
  word: string;
  rule: string;
  note: string;
}

/**
 * The biased-language and abuse check every free text passes after it is written (D170). The offline default is
 * `retext-flagging.ts`; a hosted moderation model implements the same interface and is chosen by `FLAGGING_PROVIDER`.
 * A check never blocks a write: it runs in the `flag-check` job and only queues flags.
 */
export interface FlaggingAdapter {
  readonly name: string;
  check(text: string): Promise<TextMatch[]>;
}
