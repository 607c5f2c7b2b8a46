import { and, eq, inArray, isNull, ne, or } from 'drizzle-orm';
import type { Database, Transaction } from '../../platform/db/database';
import { returnedRow } from '../../platform/db/returned-row';
import { type RtSurveyRow, rtOrders, rtSurveys } from './reference-checks.schema';

type Db = Database | Transaction;

export type NewSurveyRow = typeof rtSurveys.$inferInsert;

export const findSurveyRow = async (db: Db, id: string): Promise<RtSurveyRow | undefined> =>
  (await db.select().from(rtSurveys).where(eq(rtSurveys.id, id)).limit(1))[0];

export const surveyRowsByIds = async (db: Db, ids: readonly string[]): Promise<RtSurveyRow[]> =>
  ids.length === 0
    ? []
    : db
        .select()
        .from(rtSurveys)
        .where(inArray(rtSurveys.id, [...ids]));

/** The templates a customer may use (its own and the public ones); only the public ones for none. */
export const templateRows = (db: Db, customerId: string | null): Promise<RtSurveyRow[]> =>
  db
    .select()
    .from(rtSurveys)
    .where(
      and(
        eq(rtSurveys.classType, 'SurveyTemplate'),
        customerId === null
          ? and(isNull(rtSurveys.customerId), eq(rtSurveys.publicSurvey, true))
          : or(
              eq(rtSurveys.customerId, customerId),
              and(isNull(rtSurveys.customerId), eq(rtSurveys.publicSurvey, true)),
            ),
      ),
    );

export const insertSurveyRow = async (db: Db, row: NewSurveyRow): Promise<RtSurveyRow> =>
  returnedRow(await db.insert(rtSurveys).values(row).returning(), 'survey insert');

export const updateSurveyRow = async (
  db: Db,
  id: string,
  change: Partial<Omit<NewSurveyRow, 'id' | 'created'>>,
): Promise<RtSurveyRow> =>
  returnedRow(
    await db.update(rtSurveys).set(change).where(eq(rtSurveys.id, id)).returning(),
    'survey update',
  );

export const deleteSurveyRow = async (db: Db, id: string): Promise<void> => {
  await db.delete(rtSurveys).where(eq(rtSurveys.id, id));
};

/** The order's own copies (classType Survey) but `keep`, deleted when the order gets another or goes. */
export const deleteSurveysOfOrder = async (db: Db, orderId: string, keep?: string): Promise<string[]> => {
  const rows = await db
    .delete(rtSurveys)
    .where(
      and(
        eq(rtSurveys.orderId, orderId),
        eq(rtSurveys.classType, 'Survey'),
        keep === undefined ? undefined : ne(rtSurveys.id, keep),
      ),
    )
    .returning({ id: rtSurveys.id });
  return rows.map((row) => row.id);
};

/** The orders that point at these surveys directly (a draft that chose a template), with their ids. */
export const ordersUsingSurvey = (db: Db, surveyId: string) =>
  db
    .select({ id: rtOrders.id, customerId: rtOrders.customerId })
    .from(rtOrders)
    .where(eq(rtOrders.surveyId, surveyId));

export const setOrderSurvey = async (db: Db, orderIds: readonly string[], surveyId: string) => {
  if (orderIds.length === 0) return;
  await db
    .update(rtOrders)
    .set({ surveyId })
    .where(inArray(rtOrders.id, [...orderIds]));
};
