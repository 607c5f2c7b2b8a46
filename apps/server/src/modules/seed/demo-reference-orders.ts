import type { Question, SurveyAnswer } from '@granska/domain';
import type { FieldCrypto } from '../../platform/crypto/field-crypto';
import type { Transaction } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';
import type { Caller } from '../../platform/http/caller';
import { findCustomerByCustNo } from '../customers';
import {
  archiveReferenceOrder,
  type DemoReferee,
  findReferenceSettingsRow,
  hasOrderOfCandidate,
  referenceTemplateRows,
  saveReferenceOrder,
  saveReferenceSurvey,
  sendReferenceOrder,
  upsertReferenceSettingsRow,
  writeDemoProgress,
} from '../reference-checks';
import { demoCallerOf } from './demo-caller';

/**
 * The reference checks a demo installation starts with (docs/decisions/demo-seed.md): for
 * `referens@rekryteramera.example` (customer 1004, every RT group) a questionnaire template of the
 * customer, a public one kept by the demo admin, the customer's settings, and one order in each state
 * (CREATED, ORDERED, SURVEYING, DONE, TIMEOUT, and a DONE one archived). The DONE order has one referee who
 * answered and one who declined, both from the same address, so the fraud signal shows. People are
 * fictitious: PTS's fiction phone range, reserved e-mail domains, valid personal numbers no test uses.
 */

export const REFERENCE_DEMO_CUSTNO = '1004';
export const REFERENCE_DEMO_USER = 'referens@rekryteramera.example';
const DEMO_ADMIN = 'admin@granska.test';

export const DEMO_CUSTOMER_TEMPLATE = 'Standardreferens Rekrytera Mera';
export const DEMO_PUBLIC_TEMPLATE = 'Grundläggande referensfrågor';

const QUESTIONS: Question[] = [
  {
    type: 'OPTIONS',
    mandatory: true,
    question: 'Hur skulle du beskriva samarbetet med kandidaten?',
    options: ['Svårt', 'Fungerande', 'Bra', 'Mycket bra'],
  },
  { type: 'SLIDER', mandatory: true, question: 'Hur väl tog kandidaten ansvar för sina uppgifter (1–10)?' },
  { type: 'FREETEXT', mandatory: false, question: 'Finns det något mer du vill berätta om kandidaten?' },
];

const PUBLIC_QUESTIONS: Question[] = [
  {
    type: 'OPTIONS',
    mandatory: true,
    question: 'Skulle du anställa kandidaten igen?',
    options: ['Nej', 'Kanske', 'Ja'],
  },
  { type: 'FREETEXT', mandatory: true, question: 'Vilka är kandidatens främsta styrkor?' },
];

type Stage = 'draft' | 'sent' | 'surveying' | 'done' | 'timeout' | 'archived';

export interface DemoReferenceOrder {
  stage: Stage;
  candidate: { name: string; email: string; phone: string; ssn: string };
  position: string;
  /** When it was sent (or saved), in days before the seeding. */
  orderedDaysAgo: number;
  referees?: readonly DemoReferee[];
}

const answers = (option: number, slider: number, comment: string, text?: string): SurveyAnswer[] => [
  { optionIndex: option },
  { optionIndex: -1, sliderValue: slider, freeText: comment },
  { optionIndex: -1, ...(text ? { freeText: text } : {}) },
];

/** The address both referees of the finished order answered from: the demo's fraud signal. */
const SHARED_DEMO_IP = '192.0.2.10';

export const DEMO_REFERENCE_ORDERS: readonly DemoReferenceOrder[] = [
  {
    stage: 'draft',
    candidate: {
      name: 'Greta Granskad',
      email: 'greta.granskad@granska-demo.example',
      phone: '+46701740640',
      ssn: '19790215-1187',
    },
    position: 'Ekonomiassistent',
    orderedDaysAgo: 1,
  },
  {
    stage: 'sent',
    candidate: {
      name: 'Hugo Hänvisad',
      email: 'hugo.hanvisad@granska-demo.example',
      phone: '+46701740641',
      ssn: '19810722-3342',
    },
    position: 'Lagerchef',
    orderedDaysAgo: 1,
  },
  {
    stage: 'surveying',
    candidate: {
      name: 'Ines Intygad',
      email: 'ines.intygad@granska-demo.example',
      phone: '+46701740642',
      ssn: '19830104-5566',
    },
    position: 'Projektledare',
    orderedDaysAgo: 3,
    referees: [
      {
        name: 'Olof Omdöme',
        relationship: 'Tidigare chef',
        email: 'olof.omdome@granska-demo.example',
        phone: '+46701740650',
        state: 'PENDING',
      },
      {
        name: 'Petra Påstående',
        relationship: 'Kollega',
        email: 'petra.pastaende@granska-demo.example',
        phone: '+46701740651',
        state: 'PENDING',
      },
    ],
  },
  {
    stage: 'done',
    candidate: {
      name: 'Jonas Justerad',
      email: 'jonas.justerad@granska-demo.example',
      phone: '+46701740643',
      ssn: '19860930-7783',
    },
    position: 'Säljchef',
    orderedDaysAgo: 6,
    referees: [
      {
        name: 'Karin Kollega',
        relationship: 'Kollega i fem år',
        email: 'karin.kollega@granska-demo.example',
        phone: '+46701740652',
        state: 'DONE',
        ip: SHARED_DEMO_IP,
        answers: answers(3, 9, 'Tar alltid ansvar och levererar i tid.', 'En mycket omtyckt kollega.'),
      },
      {
        name: 'Lars Ledare',
        relationship: 'Tidigare chef',
        email: 'lars.ledare@granska-demo.example',
        phone: '+46701740653',
        state: 'DECLINED',
        ip: SHARED_DEMO_IP,
        declineReason: 'Vi arbetade inte tillsammans tillräckligt länge för att jag ska kunna svara.',
      },
    ],
  },
  {
    stage: 'timeout',
    candidate: {
      name: 'Maja Missad',
      email: 'maja.missad@granska-demo.example',
      phone: '+46701740644',
      ssn: '19880317-9905',
    },
    position: 'Kundtjänstmedarbetare',
    orderedDaysAgo: 20,
  },
  {
    stage: 'archived',
    candidate: {
      name: 'Nils Nöjd',
      email: 'nils.nojd@granska-demo.example',
      phone: '+46701740645',
      ssn: '19900508-1121',
    },
    position: 'Redovisningsekonom',
    orderedDaysAgo: 40,
    referees: [
      {
        name: 'Rut Rekommenderar',
        relationship: 'Chef',
        email: 'rut.rekommenderar@granska-demo.example',
        phone: '+46701740654',
        state: 'DONE',
        ip: '192.0.2.20',
        answers: answers(2, 7, 'Noggrann och strukturerad.'),
      },
    ],
  },
];

const DAY_MS = 24 * 60 * 60 * 1000;

type Deps = { crypto: FieldCrypto; publicUrl: string; now: Date };

/** The customer's template and the public one (by title: an existing one is left alone); the template's id. */
const seedTemplates = async (tx: Transaction, deps: Deps, orderer: Caller, customerId: string) => {
  const context = (caller: Caller) => ({ caller, ip: null, now: new Date(deps.now.getTime() - 60 * DAY_MS) });
  const existing = await referenceTemplateRows(tx, customerId);
  const admin = await demoCallerOf(tx, DEMO_ADMIN);
  if (admin?.groups.includes('UserAdmin') && !existing.some((row) => row.title === DEMO_PUBLIC_TEMPLATE)) {
    await saveReferenceSurvey(tx, context(admin), {
      title: DEMO_PUBLIC_TEMPLATE,
      description: 'Allmänna frågor som passar de flesta rekryteringar.',
      publicSurvey: true,
      surveyQuestions: PUBLIC_QUESTIONS,
    });
  }
  const own = existing.find((row) => row.customerId === customerId && row.title === DEMO_CUSTOMER_TEMPLATE);
  if (own) return own.id;
  const saved = await saveReferenceSurvey(tx, context(orderer), {
    title: DEMO_CUSTOMER_TEMPLATE,
    description: 'Frågor om samarbete, ansvar och övrigt till kandidatens referenser.',
    surveyQuestions: QUESTIONS,
  });
  return saved.id as string;
};

/** Places one demo order as the demo user and takes it to its stage. */
const placeDemoReferenceOrder = async (
  tx: Transaction,
  deps: Deps,
  orderer: Caller,
  surveyId: string,
  demo: DemoReferenceOrder,
): Promise<void> => {
  const orderedAt = new Date(deps.now.getTime() - demo.orderedDaysAgo * DAY_MS);
  const context = (now: Date) => ({ caller: orderer, ip: null, now });
  const productDeps = { db: tx, crypto: deps.crypto, publicUrl: deps.publicUrl };
  const draft = await saveReferenceOrder(productDeps, context(orderedAt), {
    company: 'Rekrytera Mera AB',
    position: demo.position,
    positionURL: 'https://rekryteramera.example/jobb',
    description: `Vi söker en ${demo.position.toLocaleLowerCase('sv')} till ett av våra kundföretag.`,
    surveyId,
    customerRecipients: [orderer.userId],
    candidateInfo: demo.candidate,
    minReferences: 1,
    maxReferences: 3,
  });
  if (demo.stage === 'draft') return;
  await sendReferenceOrder(productDeps, context(orderedAt), draft.id);
  if (demo.stage === 'sent') return;
  const progressDeps = { crypto: deps.crypto, publicUrl: deps.publicUrl };
  const nominatedAt = new Date(orderedAt.getTime() + DAY_MS);
  if (demo.stage === 'timeout') {
    await writeDemoProgress(tx, progressDeps, {
      orderId: draft.id,
      state: 'TIMEOUT',
      at: new Date(orderedAt.getTime() + 14 * DAY_MS),
    });
    return;
  }
  const doneAt = new Date(orderedAt.getTime() + 3 * DAY_MS);
  await writeDemoProgress(tx, progressDeps, {
    orderId: draft.id,
    state: demo.stage === 'surveying' ? 'SURVEYING' : 'DONE',
    at: nominatedAt,
    doneAt,
    candidateIp: '198.51.100.23',
    referees: demo.referees ?? [],
  });
  if (demo.stage === 'archived') {
    await archiveReferenceOrder(productDeps, context(new Date(doneAt.getTime() + 2 * DAY_MS)), draft.id);
  }
};

/**
 * The demo reference checks that are missing, in the caller's transaction. A demo order is keyed by its
 * candidate's e-mail at the customer (its blind index): one that exists is left alone, so a second start
 * adds nothing. Settings are written only when the customer has none. The demo user missing, disabled,
 * moved or without the rights (a refusal of the product's calls) leaves the rest out without failing
 * the start. Answers how many orders were placed.
 */
export const seedDemoReferenceOrders = async (
  tx: Transaction,
  deps: { crypto: FieldCrypto; publicUrl: string; now?: Date },
): Promise<number> => {
  const now = deps.now ?? new Date();
  const customer = await findCustomerByCustNo(tx, REFERENCE_DEMO_CUSTNO);
  const orderer = await demoCallerOf(tx, REFERENCE_DEMO_USER);
  if (!customer || orderer?.custNo !== customer.custNo) return 0;
  if (!(await findReferenceSettingsRow(tx, customer.id))) {
    await upsertReferenceSettingsRow(tx, {
      customerId: customer.id,
      defaultMinReferences: 2,
      defaultMaxReferences: 4,
      bankIdVerification: true,
      noVerification: true,
      alternativePsText: customer.data.rtConfig?.alternativePsText ?? null,
      logoUrl: null,
      urlPolicy: 'https://rekryteramera.example/integritetspolicy',
      contactDetails: 'Rekrytera Mera AB, David Dahl, 031-12 34 56, rekrytering@rekryteramera.example',
      contactDetailsDataProtectionOfficer: 'Dataskyddsombud, dataskydd@rekryteramera.example',
      modified: now,
    });
  }
  const full = { crypto: deps.crypto, publicUrl: deps.publicUrl, now };
  let placed = 0;
  try {
    const surveyId = await seedTemplates(tx, full, orderer, customer.id);
    for (const demo of DEMO_REFERENCE_ORDERS) {
      if (await hasOrderOfCandidate(tx, deps.crypto, customer.id, demo.candidate.email)) continue;
      await placeDemoReferenceOrder(tx, full, orderer, surveyId, demo);
      placed += 1;
    }
  } catch (error) {
    // An admin took the demo user's groups or the customer's service: the rest is left out.
    if (error instanceof AppError) return placed;
    throw error;
  }
  return placed;
};
