import type { AuditSamples, AuditWalkWorld } from '../../platform/testing/audit-walk';
import { personInput } from '../../platform/testing/ps-person-input';
import { ordersTestKit } from './orders.test-support';

/** A kit of the walk's app under a new tag, and an orderer of demo customer 1001 made with it. */
const ordering = async (world: AuditWalkWorld, extraGroups: string[] = []) => {
  const kit = ordersTestKit(world.testApp, world.tag());
  const orderer = await kit.user('orderer', '1001', ['BKOrderer', 'BKOrdererCoworker', ...extraGroups]);
  return { kit, orderer };
};

export const samples: AuditSamples = {
  'POST /order': async (world) => {
    const { kit, orderer } = await ordering(world);
    return { token: orderer.token, body: kit.orderBody() };
  },
  'POST /order/abort': async (world) => {
    const { kit, orderer } = await ordering(world);
    const draft = await kit.create({ token: orderer.token });
    return { token: orderer.token, body: { id: draft.id } };
  },
  'PATCH /orders/{id}': async (world) => {
    const { kit, orderer } = await ordering(world, ['BKChangeRecipient']);
    const recipient = await kit.user('recipient', '1001', ['BKRecipient']);
    const order = await kit.create({ token: orderer.token });
    return {
      token: orderer.token,
      params: { id: order.id },
      body: { customerRecipients: [recipient.userId] },
    };
  },
  'POST /persons/{id}/orders': async (world) => {
    const { kit, orderer } = await ordering(world);
    const earlier = await kit.create({ token: orderer.token });
    const personId = earlier.jobs[0]?.personId;
    if (!personId) throw new Error('order without a person');
    return {
      token: orderer.token,
      params: { id: personId },
      body: { service: 'COWORKER', job: {} },
    };
  },
  'POST /orders/{id}/scheduled-order': async (world) => {
    const { kit, orderer } = await ordering(world);
    const draft = await kit.create({ token: orderer.token });
    return { token: orderer.token, params: { id: draft.id }, body: { activationTime: inAnHour() } };
  },
  'DELETE /orders/{id}/scheduled-order': async (world) => {
    const { kit, orderer } = await ordering(world);
    const draft = await kit.create({ token: orderer.token });
    const scheduled = await kit.call('POST', `/orders/${draft.id}/scheduled-order`, {
      token: orderer.token,
      body: { activationTime: inAnHour() },
    });
    if (scheduled.statusCode !== 200) throw new Error(scheduled.body);
    return { token: orderer.token, params: { id: draft.id } };
  },
  'PUT /order/lfd/{id}/follow-up-approval': async (world) => {
    const kit = ordersTestKit(world.testApp, world.tag());
    const orderer = await kit.user('lfd', '1004', ['ServiceLfd', 'LfdOrderer', 'LfdApproveFollowUp']);
    const { followUpOrderId } = await kit.prescreenWithFollowUp(orderer.token, new Date());
    return { token: orderer.token, params: { id: followUpOrderId }, body: { approved: true } };
  },
  'DELETE /order/lfd/{id}/follow-up': async (world) => {
    const kit = ordersTestKit(world.testApp, world.tag());
    const orderer = await kit.user('lfd', '1004', ['ServiceLfd', 'LfdOrderer', 'LfdCancelActivation']);
    const { followUpOrderId } = await kit.prescreenWithFollowUp(orderer.token, new Date());
    return { token: orderer.token, params: { id: followUpOrderId } };
  },
  'POST /protective-security/persons/{id}/orders': async (world) => {
    const { manager, personId } = await psOrdering(world);
    return { token: manager.token, params: { id: personId }, body: { service: 'SECURITY_SCREENING_BASIC' } };
  },
  'PUT /protective-security/orders/{id}/schedule-approval': async (world) => {
    const { manager, scheduledClearance } = await psOrdering(world);
    return { token: manager.token, params: { id: await scheduledClearance() } };
  },
  'DELETE /protective-security/orders/{id}/schedule': async (world) => {
    const { manager, scheduledClearance } = await psOrdering(world);
    return { token: manager.token, params: { id: await scheduledClearance() } };
  },
  'POST /order/lfd/delete': async (world) => {
    const kit = ordersTestKit(world.testApp, world.tag());
    const orderer = await kit.user('lfd', '1001', ['ServiceLfd', 'LfdOrderer', 'LfdDelete']);
    const draft = await kit.create({ token: orderer.token }, kit.orderBody({ service: 'PRESCREEN' }));
    return { token: orderer.token, body: { id: draft.id } };
  },
};

/** A SÄK manager of demo customer 1001 who orders and manages schedules, and a new person card of theirs. */
const psOrdering = async (world: AuditWalkWorld) => {
  const kit = ordersTestKit(world.testApp, world.tag());
  const manager = await kit.user('ps', '1001', [
    'ServiceProtectiveSecurity',
    'PSSecurityManager',
    'PSCreatePerson',
    'SCOrderer',
    'SecurityScreeningOrdererBasic',
    'SCScheduled',
    'SCApproveActivation',
    'SCCancelActivation',
  ]);
  const card = await kit.call('POST', '/protective-security/persons', {
    token: manager.token,
    body: personInput(),
  });
  if (card.statusCode !== 200) throw new Error(card.body);
  const personId = card.json().result[0].id as string;
  const scheduledClearance = async () => {
    const response = await kit.call('POST', `/protective-security/persons/${personId}/orders`, {
      token: manager.token,
      body: { service: 'SECURITY_CLEARANCE', activationTime: inAnHour() },
    });
    if (response.statusCode !== 200) throw new Error(response.body);
    return response.json().result[0].id as string;
  };
  return { manager, personId, scheduledClearance };
};

const inAnHour = () => new Date(Date.now() + 60 * 60_000).toISOString();
