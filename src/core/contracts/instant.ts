import { z } from "zod";

/**
 * A moment in time as the API carries it: an ISO 8601 string in UTC, as `Date#toISOString` writes it. The contracts
 * name their instants with it so that what an instant is (and how the API description shows one) is said once.
 */
export const instant = z.string();
