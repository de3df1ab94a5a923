import { integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** A consultation lead (POST /api/leads) with the page and campaign it came from. */
export const leads = pgTable('leads', {
  id: uuid('id').primaryKey().defaultRandom(),
  reference: text('reference').notNull().unique(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  phone: text('phone').notNull(),
  zipCode: text('zip_code'),
  /** Two-letter postal code. */
  state: text('state'),
  householdSize: integer('household_size'),
  yearlyIncome: integer('yearly_income'),
  coverage: jsonb('coverage').$type<string[]>().notNull().default([]),
  pageUrl: text('page_url'),
  utm: jsonb('utm').$type<Record<string, string>>().notNull().default({}),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type LeadRow = typeof leads.$inferSelect;
