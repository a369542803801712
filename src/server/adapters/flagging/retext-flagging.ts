import { retext } from "retext";
import retextEquality from "retext-equality";
import retextProfanities from "retext-profanities";
import type { FlaggingAdapter, TextMatch } from "./flagging";

/**
 * Pronoun rules that flag a person writing about themselves or a named colleague ("She leads the team"): in bios
 * and headlines they are almost always right, so they would drown the queue (D171).
 */
export const IGNORED_EQUALITY_RULES = new Set(["he-she", "her-him", "hers-his", "herself-himself"]);

/** Profanities the library is less than sure about ("attack", "executed", "hell") are not flagged (sureness ≥ 1). */
export const PROFANITY_SURENESS = 1;

const processor = retext()
  .use(retextEquality)
  .use(retextProfanities, { sureness: PROFANITY_SURENESS as 0 | 1 | 2 });

/** The offline default: retext-equality (biased language) and retext-profanities (abuse), English only. */
export const retextFlagging: FlaggingAdapter = {
  name: "retext",
  async check(text: string): Promise<TextMatch[]> {
    if (!text.trim()) return [];
    const file = await processor.process(text);
    const out: TextMatch[] = [];
    for (const m of file.messages) {
      const rule = m.ruleId ?? "unknown";
      const source =
        m.source === "retext-profanities" ? "profanity" : m.source === "retext-equality" ? "equality" : null;
      if (!source) continue;
      if (source === "equality" && IGNORED_EQUALITY_RULES.has(rule)) continue;
      const word = typeof m.actual === "string" ? m.actual : String(m.actual ?? "");
      out.push({
        source,
        word,
        rule,
        note: m.reason.replace("in somes cases", "in some cases").replace(/`([^`]*)`/g, "“$1”"),
      });
    }
    return out;
  },
};
