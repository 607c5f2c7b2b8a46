import { describe, expect, it } from 'vitest';
import { PersonCard } from './person-card';

describe('PersonCard', () => {
  it('parses a card with notes, tags and security classes, keeping extra psPerson fields', () => {
    const card = PersonCard.parse({
      id: 'p-1',
      status: 'ACTIVE',
      statusLog: [{ status: 'CREATED', date: '2026-01-01T08:00:00Z' }],
      customerId: 'c-1',
      name: 'Anna Svensson',
      personalNumber: '19900101-0017',
      service: 'SECURITY_CLEARANCE',
      notes: [{ text: 'Intervju klar', author: 'u-1', date: '2026-01-02T08:00:00Z', flag: true }],
      tags: ['IT'],
      psPerson: {
        employer: 'Exempel AB',
        badgeNumber: '42',
        securityClasses: [
          {
            securityClass: '2',
            status: 'APPROVED',
            statusHistory: [{ status: 'PENDING', dateCreated: '2026-01-01' }],
          },
        ],
      },
    });
    expect(card.psPerson?.securityClasses?.[0]?.statusHistory?.[0]?.status).toBe('PENDING');
    expect(card.psPerson?.badgeNumber).toBe('42');
  });

  it.each([
    [{ notes: [{ author: 'u-1' }] }],
    [{ tags: 'IT' }],
    [{ service: 'SAK' }],
    [{ psPerson: { securityClasses: [{ statusHistory: [{ dateCreated: '2026-01-01' }] }] } }],
  ])('refuses %j', (value) => {
    expect(PersonCard.safeParse(value).success).toBe(false);
  });
});
