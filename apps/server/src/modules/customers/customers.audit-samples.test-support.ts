import { type AuditSamples, createdIdOf, userAdminToken } from '../../platform/testing/audit-walk';

const newCustomer = (custNo: string) => ({
  custNo,
  custName: `Granskad Kund ${custNo} AB`,
  custOrgNo: '556100-0001',
});

export const samples: AuditSamples = {
  'POST /customer': async (world) => ({ token: await userAdminToken(world), body: newCustomer('8801') }),
  'POST /customer/delete': async (world) => {
    const token = await userAdminToken(world);
    return {
      token,
      body: { id: await createdIdOf(world, '/customer', { token, body: newCustomer('8802') }) },
    };
  },
};
