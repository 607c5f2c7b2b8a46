import { text, timestamp } from 'drizzle-orm/pg-core';

/** The id of a row the server makes: a random UUID as text. */
export const uuidPrimaryKey = () =>
  text('id')
    .primaryKey()
    .$defaultFn(() => crypto.randomUUID());

/** When the row was written. */
export const createdTimestamp = () => timestamp('created', { withTimezone: true }).notNull().defaultNow();
