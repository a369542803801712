import { timestamp, uuid } from "drizzle-orm/pg-core";

/*
 * The column shapes the tables share, so a table lists what is its own. Each helper returns a fresh builder (a
 * builder belongs to one table) and yields exactly the SQL the tables used to spell out: no migration follows.
 * References to an account, a professional or an employer sit beside their tables (auth.ts, domain.ts).
 */

/** Every instant is stored with its time zone. */
export const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

export const createdAt = () => timestamptz("created_at").notNull().defaultNow();

export const updatedAt = () => timestamptz("updated_at").notNull().defaultNow();

/** A key the database draws for itself. */
export const uuidPk = () => uuid("id").primaryKey().defaultRandom();
