import type { RatedProfessional } from "../kernel/rating-records";

/** The professional as an employer knows them: the rated professional's fields but its id. */
export type KnownProfessionalRecord = Omit<RatedProfessional, "id">;
