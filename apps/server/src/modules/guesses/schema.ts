import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { timestamptz } from '../../db/columns.ts';
import type { AccountKind, SecretFamily } from './rules.ts';

/**
 * Consecutive wrong answers of one account for one family of typed secrets, kept in the database
 * so every node and every client address counts together. Each failure pushes `next_allowed_at`
 * further out; the account's next successful sign-in deletes its rows. No foreign key: viewers and
 * staff are two tables, and a row left by a removed account only counts failures nobody can add to.
 */
export const secretGuesses = pgTable(
  'secret_guesses',
  {
    accountKind: text('account_kind').$type<AccountKind>().notNull(),
    accountId: integer('account_id').notNull(),
    family: text('family').$type<SecretFamily>().notNull(),
    failures: integer('failures').notNull(),
    nextAllowedAt: timestamptz('next_allowed_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.accountKind, table.accountId, table.family] })],
);
