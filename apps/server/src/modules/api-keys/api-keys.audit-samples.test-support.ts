import { type AuditSamples, type AuditWalkWorld, userAdminToken } from '../../platform/testing/audit-walk';
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
    const created = await world.testApp.app.inject({
      method: 'POST',
      url: '/api/customer/createapikey',
      headers: { authorization: `Bearer ${token}` },
      payload: newKey(world),
    });
    return { token, body: { id: created.json().result[0].id } };
  },
};
