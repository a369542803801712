import type { FlagSubject } from "../../core/contracts/flags";

export interface HiddenTextNotice {
  subject: FlagSubject;
  label: string;
  reason: string;
  hiddenAt: Date;
}

/** One of the author's own texts a moderator hid, where the author reads it again (D237). */
export interface AuthorHiddenText extends HiddenTextNotice {
  subjectId: string;
  /** What the author wrote: the flag's copy (the stored text now reads "Hidden by moderation."). */
  text: string;
}
