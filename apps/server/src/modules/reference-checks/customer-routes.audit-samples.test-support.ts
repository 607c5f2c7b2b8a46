import { ReferenceOrderBundle } from '@granska/domain';
import type { AuditSamples, AuditWalkWorld } from '../../platform/testing/audit-walk';
import { referenceTestKit } from './customer-routes.test-support';

/** A reference-check world of its own (customer, orderer with every RT group, recipient, template). */
const referenceWorld = async (world: AuditWalkWorld) => {
  const kit = referenceTestKit(world.testApp, world.tag());
  const refs = await kit.world();
  const all = await kit.user(refs.custNo, [
    'ServiceReferenceCheck',
    'RTOrderer',
    'RTDelete',
    'RTQuestionnaireCreator',
  ]);
  return { kit, refs, all };
};

// The customer's side of the reference service (/ref): every change it makes.
export const samples: AuditSamples = {
  'POST /ref/survey': async (world) => {
    const { kit, refs } = await referenceWorld(world);
    return { token: refs.orderer.token, body: kit.surveyBody() };
  },
  'POST /ref/survey/delete': async (world) => {
    const { kit, refs } = await referenceWorld(world);
    const template = await kit.saveTemplate(refs.orderer.token);
    return { token: refs.orderer.token, body: { id: template.id } };
  },
  'POST /ref/survey/copy': async (world) => {
    const { refs } = await referenceWorld(world);
    const draft = await refs.draft();
    return { token: refs.orderer.token, body: { id: refs.template.id, orderId: draft.id } };
  },
  'POST /ref/order': async (world) => {
    const { kit, refs } = await referenceWorld(world);
    return {
      token: refs.orderer.token,
      body: kit.orderBody(refs.template.id as string, refs.recipient.userId),
    };
  },
  'POST /ref/order/delete': async (world) => {
    const { refs } = await referenceWorld(world);
    const draft = await refs.draft();
    return { token: refs.orderer.token, body: { id: draft.id } };
  },
  'POST /ref/order/send': async (world) => {
    const { refs } = await referenceWorld(world);
    const draft = await refs.draft();
    return { token: refs.orderer.token, body: { id: draft.id } };
  },
  'POST /ref/order/archive': async (world) => {
    const { kit, refs, all } = await referenceWorld(world);
    const order = await refs.sent();
    await kit.setOrderState(order.id, 'SURVEYING');
    await kit.setOrderState(order.id, 'DONE');
    return { token: all.token, body: { id: order.id } };
  },
  'POST /ref/order/signal/review': async (world) => {
    const { kit, refs } = await referenceWorld(world);
    const order = await refs.sent();
    for (let count = 0; count < 2; count += 1) {
      await kit.insertReferee({ id: order.id, customerId: refs.customerId }, { ip: '192.0.2.7' });
    }
    const [bundle] = await kit.ok('/order/populate', refs.orderer.token, { id: order.id });
    const signal = ReferenceOrderBundle.parse(bundle).fraudSignals[0];
    if (!signal) throw new Error('no fraud signal');
    return { token: refs.orderer.token, body: { orderId: order.id, signalId: signal.id } };
  },
  'POST /ref/customer/settings': async (world) => {
    const { kit, refs } = await referenceWorld(world);
    const admin = await kit.user(refs.custNo, ['CustomerAdmin']);
    return {
      token: admin.token,
      body: {
        defaultMinReferences: 1,
        defaultMaxReferences: 5,
        bankIdVerification: true,
        noVerification: false,
      },
    };
  },
};
