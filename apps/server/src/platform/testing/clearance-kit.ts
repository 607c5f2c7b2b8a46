// Security clearances for tests (docs/decisions/security-clearance-survey.md): a SECURITY_CLEARANCE job
// written in CREATED, sent as a survey the way the ordering does (transitionJob 'sendSurvey'), and the
// scheduled work that opens its survey.
import { randomUUID } from 'node:crypto';
import { PsConfig, type ScDetailsView } from '@granska/domain';
import { clearanceSurveyJobs } from '../../modules/clearance-surveys/clearance-surveys.jobs';
import { customers } from '../../modules/customers/customers.schema';
import { listOutbox } from '../../modules/notifications/notifications.service';
import { transitionJob } from '../../modules/orders';
import { personFieldContext } from '../../modules/orders/order-views';
import { bkJobs, bkOrders } from '../../modules/orders/orders.schema';
import { ssnIndex } from '../crypto/ssn-index';
import { personalNumber } from './consent-kit';
import { runDueJobsOnce } from './scheduler-kit';
import type { TestApp } from './test-app';

export interface ClearanceSpec {
  /** psConfig.scsQuestionIds of the customer (absent: every question). */
  scsQuestionIds?: string[];
  flagLimit?: number;
  skipSurveySigning?: boolean;
}

const SC_DETAILS: ScDetailsView = {
  surveyId: null,
  flags: 0,
  scheduleApproved: false,
  activationTime: null,
  scheduleId: null,
  followUp: false,
  skipSurveySigning: false,
};

/**
 * Security clearances of customers of their own, each for a new person numbered from `firstPerson`
 * (personal numbers, e-mail addresses), so two kits of one app keep apart.
 */
export const clearanceTestKit = (testApp: TestApp, { firstPerson = 500 }: { firstPerson?: number } = {}) => {
  let people = firstPerson - 1;

  /** A customer with protective security and this psConfig. */
  const insertClearanceCustomer = async (spec: ClearanceSpec) => {
    const id = randomUUID();
    await testApp.database.db.insert(customers).values({
      id,
      custNo: `SC-${id.slice(0, 8)}`,
      custName: `Säkerhetskunden ${id.slice(0, 4)} AB`,
      custOrgNo: '556000-0000',
      hidden: false,
      data: {
        access: ['ProtectiveSecurity', 'SecurityClearance'],
        psConfig: PsConfig.parse({
          ...(spec.scsQuestionIds ? { scsQuestionIds: spec.scsQuestionIds } : {}),
          ...(spec.flagLimit === undefined ? {} : { flagLimit: spec.flagLimit }),
        }),
      },
    });
    return id;
  };

  /** A SECURITY_CLEARANCE job in CREATED, person fields encrypted as the orders module does. */
  const insertCreatedClearance = async (spec: ClearanceSpec = {}) => {
    people += 1;
    const customerId = await insertClearanceCustomer(spec);
    const crypto = testApp.app.fieldCrypto;
    const orderId = randomUUID();
    const id = randomUUID();
    const person = {
      name: `Siri Säkerhet ${people}`,
      ssn: personalNumber(people),
      email: `siri${people}@kandidat.example`,
      phone: '+46701112233',
    };
    await testApp.database.db
      .insert(bkOrders)
      .values({ id: orderId, customerId, custNo: 'test', service: 'SECURITY_CLEARANCE', ordered: true });
    const [job] = await testApp.database.db
      .insert(bkJobs)
      .values({
        id,
        orderId,
        customerId,
        service: 'SECURITY_CLEARANCE',
        currState: 'CREATED',
        jobStateLog: [{ time: new Date().toISOString(), state: 'CREATED' }],
        nameEnc: crypto.encryptField(person.name, personFieldContext('name', id)),
        ssnEnc: crypto.encryptField(person.ssn, personFieldContext('ssn', id)),
        emailEnc: crypto.encryptField(person.email, personFieldContext('email', id)),
        phoneEnc: crypto.encryptField(person.phone, personFieldContext('phone', id)),
        ssnIndex: ssnIndex(crypto, person.ssn),
        scDetails: { ...SC_DETAILS, skipSurveySigning: spec.skipSurveySigning ?? false },
      })
      .returning();
    if (!job) throw new Error('no job inserted');
    return { job, person, customerId };
  };

  /** Runs the survey's scheduled work that is due (opening surveys, sending links), as main.ts does. */
  const runSurveyWork = () =>
    runDueJobsOnce({
      database: testApp.database,
      handlers: clearanceSurveyJobs({
        db: testApp.database.db,
        crypto: testApp.app.fieldCrypto,
        publicUrl: testApp.config.publicUrl,
      }),
      pollIntervalMs: 1_000,
      log: { info: () => {}, warn: () => {}, error: () => {} },
    });

  /** The survey's messages to an address (newest first), e-mail and SMS. */
  const surveyMessagesTo = (recipient: string) =>
    listOutbox(testApp.database.db, testApp.app.fieldCrypto, {
      limit: 10,
      recipient,
      category: 'clearance-survey-request',
    });

  /** The key of the survey link in the person's newest e-mail. */
  const surveyKeyOf = async (email: string) => {
    const [mail] = await surveyMessagesTo(email);
    const key = mail?.body?.match(/\/scs\/([A-Za-z0-9_-]+)/)?.[1];
    if (!key) throw new Error('no survey link in the e-mail');
    return key;
  };

  /**
   * A clearance sent as a survey, as the ordering sends it (CREATED → JOB_SURVEYING), its survey opened
   * by the scheduled work, and the link's key from the person's e-mail.
   */
  const sendClearance = async (spec: ClearanceSpec = {}) => {
    const created = await insertCreatedClearance(spec);
    const job = await testApp.database.db.transaction((tx) =>
      transitionJob(tx, created.job, 'sendSurvey', { consentCount: 0, apiKeyId: null, now: new Date() }),
    );
    await runSurveyWork();
    return { ...created, job, key: await surveyKeyOf(created.person.email) };
  };

  return { insertCreatedClearance, runSurveyWork, surveyMessagesTo, surveyKeyOf, sendClearance };
};
