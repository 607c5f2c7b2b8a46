import { boolean, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { CustomerDocument } from './customer-document';

export const customers = pgTable('customers', {
  id: text('id')
    .primaryKey()
    .$defaultFn(() => crypto.randomUUID()),
  custNo: text('cust_no').notNull().unique(),
  custName: text('cust_name').notNull(),
  custOrgNo: text('cust_org_no').notNull(),
  data: jsonb('data').$type<CustomerDocument>().notNull(),
  // Spec §6/§9 name hidden and test customers by code; which ones they are is data an admin sets.
  hidden: boolean('hidden').notNull().default(false),
  test: boolean('test').notNull().default(false),
  created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
  modified: timestamp('modified', { withTimezone: true }).notNull().defaultNow(),
});

export type CustomerRow = typeof customers.$inferSelect;
export type NewCustomerRow = typeof customers.$inferInsert;
