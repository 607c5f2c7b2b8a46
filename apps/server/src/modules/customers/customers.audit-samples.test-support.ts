import { type AuditSamples, userAdminToken } from '../../platform/testing/audit-walk';

const newCustomer = (custNo: string) => ({
  custNo,
  custName: `Granskad Kund ${custNo} AB`,
  custOrgNo: '556100-0001',
});

export const samples: AuditSamples = {
  'POST /customer': async (world) => ({ token: await userAdminToken(world), body: newCustomer('8801') }),
  'POST /customer/delete': async (world) => {
    const token = await userAdminToken(world);
    const created = await world.testApp.app.inject({
      method: 'POST',
      url: '/api/customer',
      headers: { authorization: `Bearer ${token}` },
      payload: newCustomer('8802'),
    });
    return { token, body: { id: created.json().result[0].id } };
  },
};
