import { integer, pgTable, serial, text } from 'drizzle-orm/pg-core';

export const halls = pgTable('halls', {
  id: serial('id').primaryKey(),
  companyId: integer('company_id').notNull(),
  name: text('name').notNull(),
});

// No companyId, and listed nowhere: the check asks which it is.
export const doors = pgTable('doors', {
  id: serial('id').primaryKey(),
  hallId: integer('hall_id').notNull(),
});
