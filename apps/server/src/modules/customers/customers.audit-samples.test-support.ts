import type { AuditSamples } from '../../platform/testing/audit-walk';
import { accessTokenFor } from '../../platform/testing/factory';

const admin = async (world: Parameters<AuditSamples[string]>[0]) =>
  (
    await accessTokenFor(world.testApp, {
      email: `admin.${world.tag()}@granska.example`,
      custNo: null,
      groups: ['UserAdmin'],
    })
  ).token;

const newCustomer = (custNo: string) => ({
  custNo,
  custName: `Granskad Kund ${custNo} AB`,
  custOrgNo: '556100-0001',
});

export const samples: AuditSamples = {
  'POST /customer': async (world) => ({ token: await admin(world), body: newCustomer('8801') }),
  'POST /customer/delete': async (world) => {
    const token = await admin(world);
    const created = await world.testApp.app.inject({
      method: 'POST',
      url: '/api/customer',
      headers: { authorization: `Bearer ${token}` },
      payload: newCustomer('8802'),
    });
    return { token, body: { id: created.json().result[0].id } };
  },
};
