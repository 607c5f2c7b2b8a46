import { eq } from 'drizzle-orm';
import type { AuditSamples } from '../../platform/testing/audit-walk';
import { insertJobOfItsOwn } from '../../platform/testing/factory';
import { staffTestKit } from '../../platform/testing/staff-kit';
import { bkJobs } from '../orders/orders.schema';
import { collectedData } from './collected-data.schema';
import { ensureCollectionTask } from './collection-task';

export const samples: AuditSamples = {
  'PUT /collecteddata/{id}': async (world) => {
    const { testApp } = world;
    const walkTag = world.tag();
    const { db } = testApp.database;
    const collector = await staffTestKit(testApp, walkTag).staff(['DataCollector']);
    // An executive's job asks for the debt history by hand: it gets a record as it enters ANALYSING.
    const jobId = await insertJobOfItsOwn(testApp, walkTag, { service: 'EXECUTIVE', currState: 'ANALYSING' });
    const [job] = await db.select().from(bkJobs).where(eq(bkJobs.id, jobId));
    if (!job) throw new Error('job missing');
    await ensureCollectionTask(db, job);
    const [record] = await db.select().from(collectedData).where(eq(collectedData.jobId, jobId));
    if (!record) throw new Error('no collection record');
    return {
      token: collector.token,
      params: { id: record.id },
      body: { collectedDataDetails: { debtHistorySixRegister: 'Inga skulder hos Kronofogden' } },
    };
  },
};
