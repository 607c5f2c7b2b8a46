import {
  addStockholmDays,
  addStockholmMonths,
  luhnCheckDigit,
  type PsPersonInput,
  type SecurityClassNumber,
  type SecurityClassState,
} from '@granska/domain';
import type { FieldCrypto } from '../../platform/crypto/field-crypto';
import type { Transaction } from '../../platform/db/database';
import { findCustomerByCustNo } from '../customers';
import { createPerson, createTag, customerHasPersons } from '../protective-security';
import { demoCallerOf } from './demo-caller';
import type { DemoOrdersConfig } from './demo-orders';
import { seedDemoPsOrders } from './demo-ps-orders';

/** The demo SÄK register (protective-security-register.md): customer 1003's security manager's. */
const REGISTER_CUSTNO = '1003';
const SECURITY_MANAGER = 'sakerhetschef@tryggregion.example';
export const DEMO_TAGS = ['Ledning', 'Drift', 'IT-säkerhet', 'Konsult'] as const;

const FIRST_NAMES = ['Agnes', 'Bertil', 'Cecilia', 'David', 'Elin', 'Fredrik', 'Greta', 'Hugo'];
const LAST_NAMES = ['Ek', 'Fjäll', 'Grund', 'Holm'];
/** Each person's placements, in turn (a person may have none). */
const PLACEMENTS: readonly (readonly [SecurityClassNumber, SecurityClassState][])[] = [
  [['2', 'CLEARED']],
  [['3', 'CLEARED']],
  [['1', 'PENDING']],
  [
    ['2', 'CLEARED'],
    ['3', 'ENDED'],
  ],
  [],
  [['3', 'NOT_CLEARED']],
  [['1', 'CLEARED']],
  [['2', 'PENDING']],
];

/**
 * Days from the seeding to the renewal of these persons' cleared placements
 * (security-clearance-renewal.md): their cards were made that long before, so a few fall due within 60
 * days (one already overdue) and one later; the others were cleared at the seeding.
 */
export const DEMO_RENEWAL_DUE_IN_DAYS: Readonly<Record<number, number>> = {
  0: 12,
  3: 35,
  6: -8,
  9: 52,
  1: 90,
};

/** Fictitious persons born 1960–1991, valid personal numbers no test uses (serials 300–331). */
export const DEMO_REGISTER: readonly PsPersonInput[] = Array.from({ length: 32 }, (_, index) => {
  const birth = `${1960 + index}${String((index % 12) + 1).padStart(2, '0')}${String(10 + (index % 18)).padStart(2, '0')}`;
  const serial = String(300 + index);
  const first = FIRST_NAMES[index % FIRST_NAMES.length] as string;
  const last = LAST_NAMES[Math.floor(index / FIRST_NAMES.length) % LAST_NAMES.length] as string;
  return {
    name: `${first} ${last}`,
    personalNumber: `${birth}-${serial}${luhnCheckDigit(`${birth.slice(2)}${serial}`)}`,
    email: `${`${first}.${last}`.toLowerCase().replace('ä', 'a').replace('å', 'a')}${index}@tryggregion.example`,
    phone: `+467017407${String(index).padStart(2, '0')}`,
    status: index % 9 === 8 ? 'ENDED' : 'ACTIVE',
    securityClasses: (PLACEMENTS[index % PLACEMENTS.length] ?? []).map(([securityClass, status]) => ({
      securityClass,
      status,
    })),
    ...(index % 7 === 0
      ? { note: { text: 'Registerkontroll genomförd utan anmärkning.', flag: false } }
      : {}),
  };
});

/**
 * The demo register, when customer 1003 has none yet: the tags, then the persons (each with one or two
 * tags in turn), made by the demo security manager through the register's own service. Answers how
 * many persons it added; nothing when the register has cards or the manager is gone.
 */
export const seedDemoRegister = async (
  tx: Transaction,
  deps: { crypto: FieldCrypto; renewalIntervalMonths: number; orders: DemoOrdersConfig; now?: Date },
): Promise<number> => {
  const customer = await findCustomerByCustNo(tx, REGISTER_CUSTNO);
  const caller = await demoCallerOf(tx, SECURITY_MANAGER);
  if (!customer || !caller || (await customerHasPersons(tx, customer.id))) return 0;
  const now = deps.now ?? new Date();
  const context = { caller, ip: null, now };
  /** A card made (and its classes cleared) so that its clearances fall due in `days`. */
  const dueIn = (days: number) => ({
    ...context,
    now: addStockholmDays(addStockholmMonths(now, -deps.renewalIntervalMonths), days),
  });
  const service = { db: tx, crypto: deps.crypto };
  const tagIds: string[] = [];
  const cards: string[] = [];
  for (const name of DEMO_TAGS) tagIds.push((await createTag(service, context, { name })).id);
  for (const [index, person] of DEMO_REGISTER.entries()) {
    const tags = [
      tagIds[index % tagIds.length],
      ...(index % 5 === 0 ? [tagIds[(index + 1) % tagIds.length]] : []),
    ];
    const dueInDays = DEMO_RENEWAL_DUE_IN_DAYS[index];
    const card = await createPerson(service, dueInDays === undefined ? context : dueIn(dueInDays), {
      ...person,
      tags: tags.filter((tag): tag is string => tag !== undefined),
    });
    cards.push(card.id);
  }
  await seedDemoPsOrders(tx, { crypto: deps.crypto, config: deps.orders, now }, caller, cards);
  return DEMO_REGISTER.length;
};
