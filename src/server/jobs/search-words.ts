import { JOB_NAMES } from "../kernel/job-names";
import { refreshSearchWords } from "../queries/search-typos";
import { definePass } from "./job-definition";

/**
 * The search vocabulary's nightly recount (D353): triggers add the words of new and edited public profiles as they are
 * written (with 1 profile each); this job recounts every word from the public profiles (ts_stat) and drops the words
 * no public profile holds any more. About 10 s at 1 M profiles, at a quiet hour. Its writes wait at most 2 s for the
 * profile writes under way (D423); past that it fails, the vocabulary stays as it was, and the retry tries again.
 */
export const searchWordsJob = definePass(JOB_NAMES.searchWords, {
  retry: { limit: 3, delaySeconds: 300 },
  expireInSeconds: 15 * 60,
  schedule: "40 3 * * *",
  async run(ctx) {
    await refreshSearchWords(ctx.db);
  },
});
