import { describe, expect, it } from 'vitest';
import {
  CollectedDataDetailsInput,
  collectionTopics,
  isTopicCollected,
  SaveCollectedDataRequest,
  UpdateCollectedDataRequest,
} from './collected-data';

describe('collectionTopics: what a data collector has to look up for a job', () => {
  it('needs nothing for a plain coworker, specialist or screening without checkpoints', () => {
    for (const service of ['COWORKER', 'SPECIALIST', 'SCREENING'] as const) {
      expect(collectionTopics({ service })).toEqual([]);
    }
  });

  it('follows the order: education, former employer, citizenship and extra questions', () => {
    expect(
      collectionTopics({
        service: 'COWORKER',
        verifyEducation: true,
        verifyFormerEmployer: true,
        checkCitizenship: true,
        screeningQuestions: ['Har personen körkort för truck?'],
      }),
    ).toEqual(['education', 'employer', 'extraQuestion', 'citizenship']);
    expect(collectionTopics({ service: 'COWORKER', screeningQuestions: ['  '] })).toEqual([]);
  });

  it('asks for the debt history of an executive', () => {
    expect(collectionTopics({ service: 'EXECUTIVE' })).toEqual(['debtHistory']);
  });

  it('takes screening checkpoints: a driving licence brings the vehicles; internet is the analyst’s', () => {
    expect(
      collectionTopics({
        service: 'SCREENING',
        screeningCheckpoints: [
          { checkpoint: 'DRIVERSLICENSE', checked: true },
          { checkpoint: 'SANCTIONLIST' },
          { checkpoint: 'TRADING_PROHIBITION', checked: true },
          { checkpoint: 'INTERNET', checked: true },
          { checkpoint: 'EDUCATION', checked: false },
        ],
      }),
    ).toEqual(['driversLicense', 'vehicleOwnership', 'sanctionList', 'tradingProhibition']);
    expect(
      collectionTopics({ service: 'SCREENING', screeningCheckpoints: [{ checkpoint: 'INTERNET' }] }),
    ).toEqual([]);
    expect(
      collectionTopics({
        service: 'SCREENING',
        screeningCheckpoints: [{ checkpoint: 'CITIZENSHIP' }, { checkpoint: 'EMPLOYER' }],
      }),
    ).toEqual(['employer', 'citizenship']);
  });
});

describe('isTopicCollected', () => {
  const record = {
    educationCollected: true,
    employerCollected: false,
    extraQuestionCollected: false,
    debtHistoryCollected: false,
    driversLicenseCollected: false,
    vehicleOwnershipCollected: false,
    sanctionListCollected: false,
    tradingProhibitionCollected: false,
    citizenshipState: 'IN_PROGRESS' as const,
  };
  it('reads the topic’s flag, and citizenship from its state', () => {
    expect(isTopicCollected(record, 'education')).toBe(true);
    expect(isTopicCollected(record, 'employer')).toBe(false);
    expect(isTopicCollected(record, 'citizenship')).toBe(false);
    expect(isTopicCollected({ ...record, citizenshipState: 'DONE' }, 'citizenship')).toBe(true);
  });
});

describe('the form contract', () => {
  it('defaults the flags to false and finish to false', () => {
    expect(SaveCollectedDataRequest.parse({ collectedDataDetails: {} })).toMatchObject({
      educationCollected: false,
      citizenshipCollected: false,
      finish: false,
    });
  });

  it('bounds the details and refuses bad dates and years with Swedish messages', () => {
    const messages = (input: unknown) => {
      const parsed = CollectedDataDetailsInput.safeParse(input);
      return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
    };
    expect(messages({ driversLicense: [{ type: 'B', issuedDate: '2005-06-01' }] })).toEqual([]);
    expect(messages({ driversLicense: [{ issuedDate: '' }] })).toEqual([]);
    for (const issuedDate of ['2005-13-01', '2005-02-30', '1 juni 2005']) {
      expect(messages({ driversLicense: [{ issuedDate }] })).toEqual(['Ogiltigt datum (ÅÅÅÅ-MM-DD)']);
    }
    expect(messages({ vehicleOwnership: [{ modelYear: 1899 }] })).toEqual(['Ogiltig årsmodell']);
    expect(messages({ other: 'x'.repeat(5001) })).toHaveLength(1);
    expect(messages({ vehicleOwnership: Array.from({ length: 21 }, () => ({})) })).toHaveLength(1);
  });

  it('tells a coordinator’s reopen from a save, refuses a mix and names the bad field', () => {
    const pathsOf = (input: unknown) => {
      const parsed = UpdateCollectedDataRequest.safeParse(input);
      return parsed.success ? [] : parsed.error.issues.map((issue) => issue.path.join('.'));
    };
    expect(UpdateCollectedDataRequest.parse({ reopen: true })).toMatchObject({ reopen: true });
    expect(pathsOf({ reopen: true, collectedDataDetails: {} })).toEqual(['reopen']);
    expect(pathsOf({ reopen: false })).toEqual(['reopen']);
    expect(pathsOf({})).toEqual(['collectedDataDetails']);
    expect(pathsOf({ collectedDataDetails: { other: 5 }, educationCollected: 'x' })).toEqual([
      'collectedDataDetails.other',
      'educationCollected',
    ]);
  });
});
