import { z } from "zod";

/**
 * A calendar month as the API carries it: `YYYY-MM`, in UTC. What an answer gives where the exact time is not to be
 * shown (a rating's month, never its day) and what monthly figures are keyed by.
 */
export const calendarMonth = z.string();
