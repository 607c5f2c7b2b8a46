import {
  type AuditSamples,
  type AuditWalkWorld,
  createdIdOf,
  userAdminToken,
} from '../../platform/testing/audit-walk';
import { DEMO_CUSTOMERS } from '../seed/demo-customers';

const newKey = (world: AuditWalkWorld) => ({
  customerId: DEMO_CUSTOMERS[0]?.id ?? '',
  keyName: `Nyckel ${world.tag()}`,
});

export const samples: AuditSamples = {
  'POST /customer/createapikey': async (world) => ({
    token: await userAdminToken(world),
    body: newKey(world),
  }),
  'POST /customer/apikey/revoke': async (world) => {
    const token = await userAdminToken(world);
    return {
      token,
      body: { id: await createdIdOf(world, '/customer/createapikey', { token, body: newKey(world) }) },
    };
  },
};
