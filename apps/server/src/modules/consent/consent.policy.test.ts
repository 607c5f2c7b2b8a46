import { CONSENT_MESSAGES, type JobState } from '@granska/domain';
import { describe, expect, it } from 'vitest';
import { bankIdStatement } from '../consent-links';
import {
  answerRefusal,
  type ConsentSituation,
  consentExpiry,
  isLinkOpen,
  possibleAnswers,
  reminderTime,
} from './consent.policy';

const situation = (overrides: Partial<ConsentSituation> = {}): ConsentSituation => ({
  consentType: 'JobStart',
  state: 'CsntPendingAnswer',
  jobState: 'PENDING_CONSENT',
  withdrawn: false,
  ...overrides,
});

describe('possibleAnswers', () => {
  it.each([
    ['pending, the job waiting', situation(), ['accept', 'decline']],
    ['pending, the job moved on by a coordinator', situation({ jobState: 'CREATED' }), []],
    ['accepted, work under way', situation({ state: 'CsntAccepted', jobState: 'ANALYSING' }), ['withdraw']],
    [
      'accepted, interview booked',
      situation({ state: 'CsntAccepted', jobState: 'INTERVIEWING' }),
      ['withdraw'],
    ],
    ['accepted, report finished', situation({ state: 'CsntAccepted', jobState: 'APPROVED' }), []],
    [
      'accepted and withdrawn',
      situation({ state: 'CsntAccepted', jobState: 'DECLINED', withdrawn: true }),
      [],
    ],
    ['declined', situation({ state: 'CsntDeclined', jobState: 'DECLINED' }), []],
    ['timed out', situation({ state: 'CsntTimedOut', jobState: 'TIMED_OUT' }), []],
    ['a report approval (not answered through this link)', situation({ consentType: 'ReportApproval' }), []],
  ] satisfies [string, ConsentSituation, string[]][])('%s', (_name, given, expected) => {
    expect(possibleAnswers(given)).toEqual(expected);
  });
});

describe('answerRefusal', () => {
  it("says 'Samtycke redan genomfört' for an answer already given, else that it cannot be given", () => {
    expect(answerRefusal(situation(), 'accept')).toBeNull();
    const accepted = situation({ state: 'CsntAccepted', jobState: 'ANALYSING' });
    expect(answerRefusal(accepted, 'accept')).toBe('Samtycke redan genomfört');
    expect(answerRefusal(accepted, 'decline')).toBe('Samtycke redan genomfört');
    expect(answerRefusal({ ...accepted, withdrawn: true, jobState: 'DECLINED' }, 'withdraw')).toBe(
      'Samtycke redan genomfört',
    );
    expect(answerRefusal(situation(), 'withdraw')).toBe(CONSENT_MESSAGES.notPossible);
    expect(answerRefusal(situation({ state: 'CsntTimedOut', jobState: 'TIMED_OUT' }), 'accept')).toBe(
      CONSENT_MESSAGES.notPossible,
    );
  });
});

describe('isLinkOpen', () => {
  const now = new Date('2026-05-01T10:00:00Z');
  const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 60 * 60_000);

  it('stays open while an answer is possible, then shows the outcome for 30 days', () => {
    expect(isLinkOpen(situation(), daysAgo(300), now)).toBe(true);
    const declined = situation({ state: 'CsntDeclined', jobState: 'DECLINED' });
    expect(isLinkOpen(declined, daysAgo(29), now)).toBe(true);
    expect(isLinkOpen(declined, daysAgo(31), now)).toBe(false);
  });

  it('closes once the job is archived', () => {
    const archived: JobState = 'ARCHIVED';
    expect(isLinkOpen(situation({ state: 'CsntAccepted', jobState: archived }), now, now)).toBe(false);
  });
});

describe('time-out and reminder', () => {
  it('counts Stockholm calendar days, over the change to summer time too', () => {
    const created = new Date('2026-03-25T09:00:00Z'); // 10:00 in Stockholm, winter time
    const expiry = consentExpiry({ expiresAt: null, createTime: created }, 7);
    expect(expiry.toISOString()).toBe('2026-04-01T08:00:00.000Z'); // 10:00 summer time
    expect(reminderTime(expiry, 2).toISOString()).toBe('2026-03-30T08:00:00.000Z');
    const own = new Date('2026-04-02T12:00:00Z');
    expect(consentExpiry({ expiresAt: own, createTime: created }, 7)).toBe(own);
  });
});

describe('bankIdStatement', () => {
  it("names the answer and the customer, whose name cannot turn into BankID's markdown", () => {
    expect(bankIdStatement('decline', '*Stjärnan* AB')).toBe(
      '# Samtycke till bakgrundskontroll\n\n' +
        'Jag samtycker inte till den bakgrundskontroll av mig som \\*Stjärnan\\* AB har beställt av Granska.',
    );
  });
});
