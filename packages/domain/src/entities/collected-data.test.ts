import { describe, expect, it } from 'vitest';
import { CollectedData } from './collected-data';

describe('CollectedData', () => {
  it('parses a record with vehicles and licences', () => {
    const record = CollectedData.parse({
      id: 'cd-1',
      createTime: '2026-01-05T08:00:00Z',
      status: 'SAVED',
      jobId: 'j-1',
      jobType: 'COWORKER',
      deadline: '2026-01-07T16:00:00Z',
      vehicleOwnershipCollected: true,
      citizenshipState: 'IN_PROGRESS',
      collectedDataDetails: {
        verifyEmployer: 'Bekräftad',
        vehicleOwnership: [
          { vehicle: 'Volvo V70', regNr: 'ABC123', modelYear: 2015, inTrafic: true, drivingBan: false },
        ],
        driversLicense: [{ type: 'B', issuedDate: '2010-05-01' }],
      },
    });
    expect(record.collectedDataDetails?.vehicleOwnership?.[0]?.regNr).toBe('ABC123');
    expect(record.collectedDataDetails?.driversLicense?.[0]?.type).toBe('B');
  });

  it.each([
    [{ status: 'STARTED' }],
    [{ citizenshipState: 'UNKNOWN' }],
    [{ jobType: 'REFERENCE' }],
    [{ collectedDataDetails: { vehicleOwnership: { regNr: 'ABC123' } } }],
    [{ collectedDataDetails: { vehicleOwnership: [{ modelYear: '2015' }] } }],
    [{ collectedDataDetails: { driversLicense: [{ issuedDate: 'förra året' }] } }],
  ])('refuses %j', (value) => {
    expect(CollectedData.safeParse(value).success).toBe(false);
  });
});
