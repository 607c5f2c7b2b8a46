import type { ReferenceOrderState, ReferenceState } from '@granska/domain';
import { describe, expect, it } from 'vitest';
import {
  LINK_MESSAGES,
  nominationRefusal,
  orderStateAfterReferee,
  orderStateAtDeadline,
  refereeRefusal,
  sendRefusal,
} from './link-states.policy';

const refs = (...states: ReferenceState[]) => states.map((state) => ({ state }));

const order = (overrides: Partial<Parameters<typeof sendRefusal>[0]> = {}) => ({
  state: 'ORDERED' as ReferenceOrderState,
  noVerification: false,
  candidateVerified: new Date('2026-03-02T09:00:00Z') as Date | null,
  minReferences: 2,
  maxReferences: 3,
  ...overrides,
});

describe('nominationRefusal', () => {
  it('lets the candidate nominate up to max, counting neither declined nor timed-out referees', () => {
    expect(nominationRefusal(order(), refs('CREATED', 'CREATED'))).toBeNull();
    expect(nominationRefusal(order(), refs('CREATED', 'CREATED', 'CREATED'))).toBe(
      'Antalet referenser får vara högst 3',
    );
    const surveying = order({ state: 'SURVEYING' });
    expect(nominationRefusal(surveying, refs('DONE', 'DECLINED', 'TIMEOUT', 'PENDING'))).toBeNull();
    expect(nominationRefusal(order({ maxReferences: 1 }), refs('PENDING'))).toBe(
      'Antalet referenser får vara högst 1',
    );
  });

  it('refuses once the order has ended', () => {
    for (const state of ['DONE', 'TIMEOUT', 'CREATED'] as const) {
      expect(nominationRefusal(order({ state }), [])).toBe(LINK_MESSAGES.finished);
    }
  });
});

describe('sendRefusal', () => {
  it('needs the candidate identified unless the order needs no verification', () => {
    const unverified = order({ candidateVerified: null });
    expect(sendRefusal(unverified, refs('CREATED', 'CREATED'))).toBe(
      'Identifiera dig med BankID innan du skickar dina referenser',
    );
    expect(sendRefusal({ ...unverified, noVerification: true }, refs('CREATED', 'CREATED'))).toBeNull();
  });

  it('needs between min and max nominations, and something new to send', () => {
    expect(sendRefusal(order(), refs('CREATED'))).toBe('Antalet referenser måste vara minst 2');
    expect(sendRefusal(order({ minReferences: 1 }), [])).toBe('Antalet referenser måste vara minst 1');
    expect(sendRefusal(order(), refs('CREATED', 'CREATED'))).toBeNull();
    expect(sendRefusal(order(), refs('CREATED', 'CREATED', 'CREATED', 'CREATED'))).toBe(
      'Antalet referenser får vara högst 3',
    );
    const surveying = order({ state: 'SURVEYING' });
    expect(sendRefusal(surveying, refs('PENDING', 'DONE'))).toBe(LINK_MESSAGES.nothingToSend);
    // A declined referee replaced: the new one and the answered one make min.
    expect(sendRefusal(surveying, refs('DECLINED', 'DONE', 'CREATED'))).toBeNull();
    expect(sendRefusal(surveying, refs('DECLINED', 'CREATED'))).toBe('Antalet referenser måste vara minst 2');
  });
});

describe('refereeRefusal', () => {
  const surveying = { state: 'SURVEYING' as ReferenceOrderState, noVerification: false };
  const pending = { state: 'PENDING' as ReferenceState, verified: null as Date | null };

  it('asks for BankID first where the order needs it, but not to decline', () => {
    expect(refereeRefusal(surveying, pending, true)).toBe('Identifiera dig med BankID innan du svarar');
    expect(refereeRefusal(surveying, pending, false)).toBeNull();
    expect(refereeRefusal({ ...surveying, noVerification: true }, pending, true)).toBeNull();
    expect(refereeRefusal(surveying, { ...pending, verified: new Date() }, true)).toBeNull();
  });

  it('says why a finished reference or order cannot be answered', () => {
    expect(refereeRefusal(surveying, { ...pending, state: 'DONE' }, true)).toBe(
      LINK_MESSAGES.alreadyAnswered,
    );
    expect(refereeRefusal(surveying, { ...pending, state: 'DECLINED' }, false)).toBe(
      LINK_MESSAGES.alreadyDeclined,
    );
    expect(refereeRefusal(surveying, { ...pending, state: 'TIMEOUT' }, false)).toBe(
      LINK_MESSAGES.referenceTimedOut,
    );
    expect(refereeRefusal({ ...surveying, state: 'DONE' }, pending, false)).toBe(LINK_MESSAGES.finished);
  });
});

describe('orderStateAfterReferee', () => {
  const surveying = { state: 'SURVEYING' as ReferenceOrderState, minReferences: 1 };

  it('is DONE once every referee sent a link has answered or declined and min answered', () => {
    expect(orderStateAfterReferee(surveying, refs('DONE', 'DECLINED'))).toBe('DONE');
    expect(orderStateAfterReferee(surveying, refs('DONE', 'PENDING'))).toBe('SURVEYING');
    // An unsent nomination does not hold the order up.
    expect(orderStateAfterReferee(surveying, refs('DONE', 'CREATED'))).toBe('DONE');
  });

  it('stays SURVEYING when all finished but fewer than min answered (the candidate may add more)', () => {
    expect(orderStateAfterReferee(surveying, refs('DECLINED', 'DECLINED'))).toBe('SURVEYING');
    expect(orderStateAfterReferee({ ...surveying, minReferences: 2 }, refs('DONE', 'DECLINED'))).toBe(
      'SURVEYING',
    );
  });

  it('changes nothing outside SURVEYING', () => {
    expect(orderStateAfterReferee({ ...surveying, state: 'TIMEOUT' }, refs('DONE'))).toBe('TIMEOUT');
  });
});

describe('orderStateAtDeadline', () => {
  it('is TIMEOUT while the candidate nominates, and when too few answered', () => {
    expect(orderStateAtDeadline({ state: 'ORDERED', minReferences: 1 }, refs('CREATED'))).toBe('TIMEOUT');
    expect(orderStateAtDeadline({ state: 'SURVEYING', minReferences: 2 }, refs('DONE', 'PENDING'))).toBe(
      'TIMEOUT',
    );
  });

  it('is DONE when min had answered: the report holds those who did', () => {
    expect(orderStateAtDeadline({ state: 'SURVEYING', minReferences: 1 }, refs('DONE', 'PENDING'))).toBe(
      'DONE',
    );
  });
});
