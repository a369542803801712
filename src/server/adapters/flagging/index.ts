import type { Config } from "../../config";
import type { FlaggingAdapter } from "./flagging";
import { retextFlagging } from "./retext-flagging";

export type { FlaggingAdapter, TextMatch } from "./flagging";

/** The check chosen by configuration (`FLAGGING_PROVIDER`); only the offline one exists today (D171). */
export function flaggingAdapter(config: Pick<Config, "flaggingProvider">): FlaggingAdapter {
  switch (config.flaggingProvider) {
    case "retext":
      return retextFlagging;
  }
}
