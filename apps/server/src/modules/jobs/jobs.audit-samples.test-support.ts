import { randomUUID } from 'node:crypto';
import { SECURITY_POLICY_VERSION } from '@granska/domain';
import type { AuditSamples, AuditWalkWorld } from '../../platform/testing/audit-walk';
import { insertJobOfItsOwn } from '../../platform/testing/factory';
import { staffTestKit } from '../../platform/testing/staff-kit';
import { bkConsents } from '../orders/orders.schema';

/** The walk's staff and one job of a customer of its own, in the state the call needs. */
const setUp = (world: AuditWalkWorld) => {
  const tag = world.tag();
  return {
    tag,
    kit: staffTestKit(world.testApp, tag),
    job: (spec: Parameters<typeof insertJobOfItsOwn>[2]) => insertJobOfItsOwn(world.testApp, tag, spec),
  };
};

export const samples: AuditSamples = {
  'POST /staff/policy/approve': async (world) => {
    const { kit } = setUp(world);
    const coordinator = await kit.user(['Coordinator']);
    return { token: coordinator.token, body: { version: SECURITY_POLICY_VERSION } };
  },
  'POST /jobs/user': async (world) => {
    const { kit, job } = setUp(world);
    const coordinator = await kit.staff(['Coordinator']);
    const analyst = await kit.user(['Analyst']);
    const jobId = await job({ currState: 'ANALYSING' });
    return { token: coordinator.token, body: { jobId, userId: analyst.userId } };
  },
  'POST /job/coordinator-notes': async (world) => {
    const { kit, job } = setUp(world);
    const coordinator = await kit.staff(['Coordinator']);
    const id = await job({ currState: 'ANALYSING' });
    return {
      token: coordinator.token,
      body: { id, coordinatorNotes: 'Kunden vill ha rapporten före fredag.' },
    };
  },
  'POST /job/approve': async (world) => {
    const { kit, job } = setUp(world);
    const coordinator = await kit.staff(['Coordinator']);
    const id = await job({ currState: 'PENDING_APPROVAL', prevState: 'ANALYSING' });
    return { token: coordinator.token, body: { id } };
  },
  'POST /job/reverse': async (world) => {
    const { kit, job } = setUp(world);
    const coordinator = await kit.staff(['Coordinator']);
    const id = await job({ currState: 'ANALYSING', prevState: 'PENDING_CONSENT' });
    return { token: coordinator.token, body: { id } };
  },
  'POST /job/close-unapproved': async (world) => {
    const { kit, job } = setUp(world);
    const coordinator = await kit.staff(['Coordinator']);
    const id = await job({ currState: 'PENDING_APPROVAL', prevState: 'ANALYSING' });
    // The person's report approval timed out: the coordinator may close the job without a report.
    await world.testApp.database.db.insert(bkConsents).values({
      jobId: id,
      consentType: 'ReportApproval',
      state: 'CsntTimedOut',
      keyHash: randomUUID(),
    });
    return { token: coordinator.token, body: { id } };
  },
  'POST /spi-coordinators/updateSpiLeader': async (world) => {
    const { kit, job } = setUp(world);
    const spiCoordinator = await kit.staff(['SPICoordinator']);
    const spiLeader = await kit.user(['SPILeader']);
    const jobId = await job({ currState: 'ANALYSING' });
    return { token: spiCoordinator.token, body: { jobId, userId: spiLeader.userId } };
  },
};
