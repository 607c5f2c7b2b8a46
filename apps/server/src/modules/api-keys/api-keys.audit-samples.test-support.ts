import type { AuditSamples, AuditWalkWorld } from '../../platform/testing/audit-walk';
import { accessTokenFor } from '../../platform/testing/factory';
import { DEMO_CUSTOMERS } from '../seed/demo-customers';

const admin = async (world: AuditWalkWorld) =>
  (
    await accessTokenFor(world.testApp, {
      email: `admin.${world.tag()}@granska.example`,
      custNo: null,
      groups: ['UserAdmin'],
    })
  ).token;

const newKey = (world: AuditWalkWorld) => ({
  customerId: DEMO_CUSTOMERS[0]?.id ?? '',
  keyName: `Nyckel ${world.tag()}`,
});

export const samples: AuditSamples = {
  'POST /customer/createapikey': async (world) => ({ token: await admin(world), body: newKey(world) }),
  'POST /customer/apikey/revoke': async (world) => {
    const token = await admin(world);
    const created = await world.testApp.app.inject({
      method: 'POST',
      url: '/api/customer/createapikey',
      headers: { authorization: `Bearer ${token}` },
      payload: newKey(world),
    });
    return { token, body: { id: created.json().result[0].id } };
  },
};
