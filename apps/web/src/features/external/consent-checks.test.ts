import { describe, expect, it } from 'vitest';
import { type ConsentChecksInput, consentChecks } from './consent-checks';

const job = (overrides: Partial<ConsentChecksInput>): ConsentChecksInput => ({
  service: 'COWORKER',
  screeningCheckpoints: [],
  verifyFormerEmployer: false,
  verifyEducation: false,
  checkCitizenship: false,
  criminalRecord: false,
  ...overrides,
});

describe('what the person is told will be checked', () => {
  it('names the registers of a background check, then what the order adds', () => {
    expect(consentChecks(job({ service: 'EXECUTIVE', verifyEducation: true, criminalRecord: true }))).toEqual(
      ['population', 'economy', 'courts', 'companies', 'internet', 'education', 'criminalRecord'],
    );
  });

  it('names only the chosen checkpoints of a screening', () => {
    expect(
      consentChecks(job({ service: 'SCREENING', screeningCheckpoints: ['SANCTIONLIST', 'DRIVERSLICENSE'] })),
    ).toEqual(['driversLicence', 'sanctionLists']);
  });

  it('tells a check once when the order names it twice', () => {
    expect(
      consentChecks(
        job({
          service: 'SCREENING',
          screeningCheckpoints: ['EMPLOYER', 'CITIZENSHIP', 'INTERNET'],
          verifyFormerEmployer: true,
          checkCitizenship: true,
        }),
      ),
    ).toEqual(['internet', 'formerEmployer', 'citizenship']);
  });
});
