import type { DisputeType } from "../../../core/domain";

/** The words of the seeded trust-and-safety history: statements, questions, answers and decisions' reasons. */

export const PRO_STATEMENTS: Record<DisputeType, string[]> = {
  never_worked_there: [
    "I never worked for the organisation that left this rating. I have never been on its payroll or worked any shift there.",
    "This rating is from a place I never worked. My work history shows where I was during those years, and it was not there.",
  ],
  factual_inaccuracy: [
    "The rating says I missed shifts and was late often. My timesheets show I worked every scheduled shift in my last six months.",
    "The scores on reliability do not match what happened. I was promoted during that period and have the letter confirming it.",
    "The rating describes a role I did not have. I worked in receiving, not in dispatch, so the communication scores are about someone else.",
  ],
  discrimination: [
    "The scores dropped right after I asked for religious holidays off. Nothing about my work changed, only my request.",
    "I believe I was rated low because of my age. My reviews were good until a new manager started making comments about it.",
  ],
  retaliation: [
    "I reported a safety problem to the state inspector two weeks before this rating was left. The low scores are retaliation for that report.",
    "This rating came days after I filed a wage complaint. Before that every review I had there was positive.",
  ],
};

export const REMOVE_STATEMENTS: Record<string, string> = {
  employment_not_verified:
    "We asked for records of the employment and received none that show it. A rating needs a verified employment, so it is removed.",
  factually_inaccurate:
    "The professional's timesheets and letters show the facts the scores rely on were wrong. The rating is removed from the profile.",
  discriminatory:
    "The scores fell right after a request for protected leave and no other reason was given. The rating breaks the fairness policy and is removed.",
  retaliatory:
    "The rating followed a protected complaint within days and the rater gave no work-related basis for it. It is removed as retaliatory.",
  employer_no_answer:
    "The rater did not answer our request in time, and the professional's evidence stands unchallenged. The rating is removed.",
};
export const DISMISS_STATEMENTS: Record<string, string> = {
  evidence_supports_rating:
    "The records supplied support the scores given, and nothing shows they are inaccurate. The rating stays on the profile.",
  opinion_within_policy:
    "The rating is the rater's opinion of the work and stays within the fair-use policy. It stays on the profile as it is.",
  insufficient_evidence:
    "The dispute did not include evidence that the rating is wrong, and none arrived when we asked for it. The rating stays.",
  professional_no_answer:
    "We asked for documents supporting the dispute and received no answer by the deadline. The rating stays on the profile.",
};
export const REMOVE_FOR: Record<DisputeType, string[]> = {
  never_worked_there: ["employment_not_verified", "employer_no_answer"],
  factual_inaccuracy: ["factually_inaccurate", "employer_no_answer"],
  discrimination: ["discriminatory"],
  retaliation: ["retaliatory"],
};
export const DISMISS_KEYS = ["evidence_supports_rating", "opinion_within_policy", "insufficient_evidence"];

export const QUESTION_TO_PRO = [
  "Could you send anything that shows your schedule or attendance in your last months there, such as timesheets or pay stubs?",
  "Please tell us the dates you worked there and upload any letter or message that supports what you describe.",
];
export const PRO_ANSWERS = [
  "I uploaded my pay stubs for March to August and the attendance summary my supervisor e-mailed me.",
  "I worked there from spring 2023 until last summer. The promotion letter is attached to this answer.",
];
export const QUESTION_TO_EMPLOYER = [
  "Please send the records the scores rest on (attendance, written warnings or reviews) for the period you rated.",
  "Can you confirm the dates of employment and share any documented performance review behind these scores?",
];
export const EMPLOYER_ANSWERS = [
  "Attached are the attendance records for the period and two written warnings from the shift lead.",
  "We confirm the dates. There was no formal review; the scores reflect the team lead's assessment.",
];
export const STRIKE_APPEALS = [
  "We disagree with the removal. The professional did work for us as a seasonal temp, and we have new payroll records to show it.",
  "The decision was made without our answer, which was delayed by a holiday closure. We ask for a second review with our records.",
];
export const PRO_APPEALS = [
  "I ask for a second look. The records I sent show the dates clearly, and I have added a letter from my former supervisor.",
  "The decision did not consider the messages I uploaded. They show the rating came right after my complaint.",
];
export const APPEAL_UPHOLD_STATEMENTS: Record<string, string> = {
  new_evidence: "The appeal brings records the first review did not have, and they change the outcome of the dispute.",
  decision_error: "On a second reading the evidence does not support the first decision, which is therefore reversed.",
};
export const APPEAL_REJECT_STATEMENTS: Record<string, string> = {
  decision_stands: "The second review reached the same conclusion from the same evidence; the first decision stands.",
  no_new_evidence:
    "The appeal repeats the earlier arguments without new evidence, so the first decision stands as taken.",
};
/** The seed's install has one administrator, who also took the first decisions (D328). */
export const SELF_DECISION_REASON =
  "No other administrator is active on this install; decided alone after re-reading the whole file.";
