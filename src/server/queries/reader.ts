import type { Db } from "../db/client";

/** What a read model needs of the database: `select` alone, so nothing it is given can be used to write. */
export type Reader = Pick<Db, "select">;
