import { JOB_SERVICES, type OrderableService, type OrderJobInput, type OrderView } from '@granska/domain';
import type { Config } from '../../platform/config';
import type { FieldCrypto } from '../../platform/crypto/field-crypto';
import { ssnIndex } from '../../platform/crypto/ssn-index';
import type { Transaction } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';
import { runCommand } from '../audit';
import { lockConsentWithJob, takeAnswerIntoEffect, timeOutConsent } from '../consent';
import { addConsentDays } from '../consent-links';
import { findCustomerByCustNo } from '../customers';
import { findUserByEmail } from '../identity';
import {
  createOrder,
  deleteLfdOrder,
  findJobRow,
  listOrderRows,
  scheduleLfdFollowUp,
  transitionJob,
} from '../orders';
import { demoCallerOf } from './demo-caller';

export interface DemoOrder {
  custNo: string;
  /** The demo user who orders it (demo-users.ts) and those who receive it. */
  ordererEmail: string;
  recipientEmails: readonly string[];
  service: OrderableService;
  /** A fictitious person; the personal number is a valid one that no test uses. */
  person: Required<Pick<OrderJobInput, 'name' | 'SSN' | 'email' | 'phone' | 'position'>>;
  /**
   * How far the product takes it: saved, sent, or sent and then accepted, declined or timed out; an LFD
   * check 'archived' is declined and then archived by its orderer (LfdDelete); 'followUp' is accepted,
   * its report approved a day later, and its follow-up scheduled (waiting for the customer's approval).
   */
  stage: 'draft' | 'sent' | 'accept' | 'decline' | 'timeout' | 'archived' | 'followUp';
  /**
   * When it was placed, in days before the seeding; for a time-out, CONSENT_TIMEOUT_DAYS more (so it is
   * the days since the time ran out).
   */
  orderedDaysAgo: number;
}

const ORDERER_1002 = 'bestallare@byggbevakning.example';
const LFD_1004 = 'lfd@rekryteramera.example';

/**
 * The background-check orders a demo installation starts with, so the portal is not empty: customer 1002
 * has one of each stage a customer sees early on; customer 1001 one that its recipient-only user receives.
 * Phone numbers are from the range PTS keeps for fiction; e-mail domains are reserved (.example).
 */
export const DEMO_ORDERS: readonly DemoOrder[] = [
  {
    custNo: '1002',
    ordererEmail: ORDERER_1002,
    recipientEmails: [ORDERER_1002],
    service: 'COWORKER',
    person: {
      name: 'Disa Demosson',
      SSN: '19720314-2380',
      email: 'disa.demosson@granska-demo.example',
      phone: '+46701740605',
      position: 'Väktare',
    },
    stage: 'draft',
    orderedDaysAgo: 1,
  },
  {
    custNo: '1002',
    ordererEmail: ORDERER_1002,
    recipientEmails: [ORDERER_1002],
    service: 'SPECIALIST',
    person: {
      name: 'Erik Exempelsson',
      SSN: '19750621-4977',
      email: 'erik.exempelsson@granska-demo.example',
      phone: '+46701740606',
      position: 'Driftstekniker',
    },
    stage: 'sent',
    orderedDaysAgo: 1,
  },
  {
    custNo: '1002',
    ordererEmail: ORDERER_1002,
    recipientEmails: [ORDERER_1002],
    service: 'EXECUTIVE',
    person: {
      name: 'Frida Fiktiv',
      SSN: '19780909-1122',
      email: 'frida.fiktiv@granska-demo.example',
      phone: '+46701740607',
      position: 'Regionchef',
    },
    stage: 'accept',
    orderedDaysAgo: 3,
  },
  {
    custNo: '1002',
    ordererEmail: ORDERER_1002,
    recipientEmails: [ORDERER_1002],
    service: 'COWORKER',
    person: {
      name: 'Greta Provsson',
      SSN: '19710125-3644',
      email: 'greta.provsson@granska-demo.example',
      phone: '+46701740608',
      position: 'Väktare',
    },
    stage: 'decline',
    orderedDaysAgo: 5,
  },
  {
    custNo: '1002',
    ordererEmail: ORDERER_1002,
    recipientEmails: [ORDERER_1002],
    service: 'COWORKER',
    person: {
      name: 'Hugo Testberg',
      SSN: '19760430-2856',
      email: 'hugo.testberg@granska-demo.example',
      phone: '+46701740609',
      position: 'Ordningsvakt',
    },
    stage: 'timeout',
    orderedDaysAgo: 2,
  },
  {
    custNo: '1001',
    ordererEmail: 'bestallare@demoforetaget.example',
    recipientEmails: ['mottagare@demoforetaget.example'],
    service: 'SPECIALIST',
    person: {
      name: 'Ivar Påhittad',
      SSN: '19790812-4717',
      email: 'ivar.pahittad@granska-demo.example',
      phone: '+46701740610',
      position: 'Controller',
    },
    stage: 'accept',
    orderedDaysAgo: 2,
  },
  // LFD (docs/decisions/lfd.md): lfd@rekryteramera.example's prescreens in the current and archived lists,
  // and an approved one whose follow-up waits in the scheduled list.
  {
    custNo: '1004',
    ordererEmail: LFD_1004,
    recipientEmails: [],
    service: 'PRESCREEN',
    person: {
      name: 'Jonas Låtsasson',
      SSN: '19810214-4121',
      email: 'jonas.latsasson@granska-demo.example',
      phone: '+46701740670',
      position: 'Lagerchef',
    },
    stage: 'accept',
    orderedDaysAgo: 4,
  },
  {
    custNo: '1004',
    ordererEmail: LFD_1004,
    recipientEmails: [],
    service: 'PRESCREEN',
    person: {
      name: 'Karin Kuliss',
      SSN: '19820522-4127',
      email: 'karin.kuliss@granska-demo.example',
      phone: '+46701740671',
      position: 'Inköpare',
    },
    stage: 'sent',
    orderedDaysAgo: 1,
  },
  {
    custNo: '1004',
    ordererEmail: LFD_1004,
    recipientEmails: [],
    service: 'PRESCREEN',
    person: {
      name: 'Lennart Låtsas',
      SSN: '19830718-4120',
      email: 'lennart.latsas@granska-demo.example',
      phone: '+46701740672',
      position: 'Ekonomiassistent',
    },
    stage: 'archived',
    orderedDaysAgo: 20,
  },
  {
    custNo: '1004',
    ordererEmail: LFD_1004,
    recipientEmails: [],
    service: 'PRESCREEN',
    person: {
      name: 'Mona Månsken',
      SSN: '19840912-4123',
      email: 'mona.mansken@granska-demo.example',
      phone: '+46701740673',
      position: 'Kassachef',
    },
    stage: 'followUp',
    orderedDaysAgo: 30,
  },
];

export type DemoOrdersConfig = Pick<
  Config,
  'publicUrl' | 'consentTimeoutDays' | 'consentReminderDays' | 'appEnv' | 'lfdFollowUpMonthDays'
>;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whether the customer already has a job of this person: the stable key of a demo order. */
const personHasOrder = async (
  tx: Transaction,
  crypto: FieldCrypto,
  customerId: string,
  personalNumber: string,
): Promise<boolean> => {
  const { total } = await listOrderRows(tx, {
    filter: { scope: { customerId, services: JOB_SERVICES }, ssnIndex: ssnIndex(crypto, personalNumber) },
    limit: 1,
    offset: 0,
  });
  return total > 0;
};

/**
 * The demo's finished report: demo data hold no report text, so the job is released as a coordinator's
 * finalizing without the person's approval would release it (APPROVED), audited as the demo seed.
 */
export const approveDemoReport = (tx: Transaction, jobId: string, now: Date) =>
  runCommand(tx, { system: true, now }, async (inner) => {
    const job = await findJobRow(inner, jobId);
    if (!job) throw new Error('demo job vanished');
    await transitionJob(inner, job, 'finalizeReport', {
      actorGroups: ['Coordinator'],
      consentCount: 1,
      apiKeyId: null,
      now,
    });
    return {
      result: undefined,
      audit: { action: 'job.approve', entity: 'job', entityId: jobId, details: { via: 'demo-seed' } },
    };
  });

/** The person's answer to a demo consent, as the consent module takes one in (no BankID evidence). */
export const answerDemoConsent = (
  tx: Transaction,
  { crypto, config }: { crypto: FieldCrypto; config: Pick<DemoOrdersConfig, 'publicUrl'> },
  consentId: string,
  answer: 'accept' | 'decline',
  answeredAt: Date,
) =>
  runCommand(tx, { system: true, now: answeredAt }, async (inner) => {
    const locked = await lockConsentWithJob(inner, consentId);
    if (!locked) throw new Error('demo consent vanished');
    const audit = await takeAnswerIntoEffect(inner, { crypto, publicUrl: config.publicUrl }, locked, answer, {
      now: answeredAt,
      evidence: null,
      auditDetails: { via: 'demo-seed' },
    });
    return { result: undefined, audit };
  });

/**
 * Places one demo order through the orders service as its orderer, then takes it as far as its stage
 * with the consent module's own steps. The answers carry no BankID evidence (none was given) and their
 * audit rows say `via: 'demo-seed'`. False when it was not placed (its orderer gone or without rights).
 */
const placeDemoOrder = async (
  tx: Transaction,
  deps: { crypto: FieldCrypto; config: DemoOrdersConfig; now: Date },
  demo: DemoOrder,
): Promise<boolean> => {
  const { crypto, config } = deps;
  const caller = await demoCallerOf(tx, demo.ordererEmail);
  // An admin disabled the demo orderer or moved it to another customer: the demo order is left out.
  if (caller?.custNo !== demo.custNo) return false;
  const recipients: string[] = [];
  for (const email of demo.recipientEmails) {
    const user = await findUserByEmail(tx, email);
    if (user) recipients.push(user.id);
  }
  const timeoutMs = config.consentTimeoutDays * DAY_MS;
  const orderedAgoMs =
    demo.stage === 'timeout'
      ? demo.orderedDaysAgo * DAY_MS + timeoutMs
      : demo.stage === 'sent'
        ? // Still waiting at start, also where the time-out is minutes (test installations).
          Math.min(demo.orderedDaysAgo * DAY_MS, timeoutMs / 2)
        : demo.orderedDaysAgo * DAY_MS;
  const orderedAt = new Date(deps.now.getTime() - orderedAgoMs);
  const ordersDeps = {
    db: tx,
    crypto,
    publicUrl: config.publicUrl,
    consentTimeoutDays: config.consentTimeoutDays,
    appEnv: config.appEnv,
  };
  let order: OrderView;
  try {
    order = await createOrder(
      ordersDeps,
      { caller, ip: null, now: orderedAt },
      {
        service: demo.service,
        jobs: [demo.person],
        customerRecipients: recipients,
        send: demo.stage !== 'draft',
      },
    );
  } catch (error) {
    // An admin took the demo orderer's rights or a recipient's group: the demo order is left out.
    if (error instanceof AppError) return false;
    throw error;
  }
  const consentId = order.jobs[0]?.consents[0]?.id;
  if (demo.stage === 'draft' || demo.stage === 'sent' || !consentId) return true;

  if (demo.stage === 'timeout') {
    const expiry = addConsentDays(orderedAt, config.consentTimeoutDays);
    await timeOutConsent({ db: tx, crypto, config }, consentId, expiry);
    return true;
  }
  // A day after ordering, or halfway to the time-out when that is shorter (test installations).
  const answeredAt = new Date(orderedAt.getTime() + Math.min(DAY_MS, timeoutMs / 2));
  const stage = demo.stage === 'archived' ? 'decline' : demo.stage === 'followUp' ? 'accept' : demo.stage;
  await answerDemoConsent(tx, deps, consentId, stage, answeredAt);
  if (demo.stage === 'archived') {
    await deleteLfdOrder({ db: tx }, { caller, ip: null, now: answeredAt }, order.id);
  }
  if (demo.stage === 'followUp') {
    const jobId = order.jobs[0]?.id as string;
    const approvedAt = new Date(Math.min(answeredAt.getTime() + DAY_MS, deps.now.getTime()));
    await approveDemoReport(tx, jobId, approvedAt);
    await scheduleLfdFollowUp(
      { ...ordersDeps, followUpMonthDays: config.lfdFollowUpMonthDays },
      jobId,
      approvedAt,
    );
  }
  return true;
};

/**
 * The demo orders (DEMO_ORDERS) that are missing, in the caller's transaction. A demo order is keyed by
 * its customer and its person's personal number: one whose person already has a job at the customer is
 * left alone, so a second start adds nothing (an aborted demo draft comes back, as a deleted demo user
 * does). Answers how many were placed.
 */
export const seedDemoOrders = async (
  tx: Transaction,
  deps: { crypto: FieldCrypto; config: DemoOrdersConfig; now?: Date },
): Promise<number> => {
  const now = deps.now ?? new Date();
  let placed = 0;
  for (const demo of DEMO_ORDERS) {
    const customer = await findCustomerByCustNo(tx, demo.custNo);
    if (!customer) continue;
    if (await personHasOrder(tx, deps.crypto, customer.id, demo.person.SSN)) continue;
    if (await placeDemoOrder(tx, { ...deps, now }, demo)) placed += 1;
  }
  return placed;
};
