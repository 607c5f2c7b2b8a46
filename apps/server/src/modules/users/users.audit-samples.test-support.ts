import { type AuditSamples, type AuditWalkWorld, userAdminToken } from '../../platform/testing/audit-walk';
import { accessTokenFor } from '../../platform/testing/factory';

/** A user of demo customer 1001 to act on: its id. */
const someUser = async (world: AuditWalkWorld) =>
  (
    await accessTokenFor(world.testApp, {
      email: `anvandare.${world.tag()}@demoforetaget.example`,
      custNo: '1001',
      groups: ['ServiceBackgroundCheck', 'BKOrderer'],
    })
  ).userId;

export const samples: AuditSamples = {
  'POST /user': async (world) => ({
    token: await userAdminToken(world),
    body: {
      userEmail: `ny.${world.tag()}@demoforetaget.example`,
      custNo: '1001',
      groups: ['ServiceBackgroundCheck', 'BKOrderer'],
    },
  }),
  'POST /user/delete': async (world) => ({
    token: await userAdminToken(world),
    body: { userId: await someUser(world) },
  }),
  'POST /user/reset': async (world) => ({
    token: await userAdminToken(world),
    body: { userId: await someUser(world) },
  }),
};
