import { type AnyPgColumn, integer, timestamp } from 'drizzle-orm/pg-core';

/** Every time is a timestamptz; the API turns it into a UTC `YYYY-MM-DD HH:mm:ss` string. */
export const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const createdAt = () => timestamptz('created_at').notNull().defaultNow();
export const updatedAt = () => timestamptz('updated_at').notNull().defaultNow();

/** A row's required owner: deleting the row it points at (`target`) deletes this one too. */
export const ownedBy = (name: string, target: () => AnyPgColumn) =>
  integer(name).notNull().references(target, { onDelete: 'cascade' });
