import { boolean, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdTimestamp, uuidPrimaryKey } from '../../platform/db/columns';
import type { CustomerDocument } from './customer-document';

export const customers = pgTable('customers', {
  id: uuidPrimaryKey(),
  custNo: text('cust_no').notNull().unique(),
  custName: text('cust_name').notNull(),
  custOrgNo: text('cust_org_no').notNull(),
  data: jsonb('data').$type<CustomerDocument>().notNull(),
  // Spec §6/§9 name hidden and test customers by code; which ones they are is data an admin sets.
  hidden: boolean('hidden').notNull().default(false),
  test: boolean('test').notNull().default(false),
  created: createdTimestamp(),
  modified: timestamp('modified', { withTimezone: true }).notNull().defaultNow(),
});

export type CustomerRow = typeof customers.$inferSelect;
export type NewCustomerRow = typeof customers.$inferInsert;
