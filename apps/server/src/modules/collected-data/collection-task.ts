import { collectionTopics } from '@granska/domain';
import type { Database, Transaction } from '../../platform/db/database';
import { recordAudit } from '../audit';
import type { BkJobRow } from '../orders';
import { insertRecordIfMissing } from './collected-data.repository';

/**
 * Called by transitionJob when a job enters ANALYSING: a job whose order asks for something a data
 * collector looks up by hand (domain `collectionTopics`) gets its record in the Inmatningskö, in the
 * transaction of the state change. A job that had one already (reversed, back from an SPI) keeps it.
 */
export const ensureCollectionTask = async (tx: Database | Transaction, job: BkJobRow): Promise<void> => {
  const topics = collectionTopics(job);
  if (topics.length === 0) return;
  const id = crypto.randomUUID();
  const created = await insertRecordIfMissing(tx, {
    id,
    jobId: job.id,
    customerId: job.customerId,
    status: 'CREATED',
    topics,
    citizenshipState: topics.includes('citizenship') ? 'STARTED' : 'DO_NOT_CHECK',
  });
  if (!created) return;
  // No command of its own: it runs in the state change's transaction, which has no context to hand here.
  await recordAudit(tx, {
    actor: 'system',
    action: 'collectedData.create',
    entity: 'collectedData',
    entityId: id,
    details: { jobId: job.id, topics },
  });
};
