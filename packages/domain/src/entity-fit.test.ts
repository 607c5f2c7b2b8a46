import { describe, expect, it } from 'vitest';
import { deadlineStatus, isCitizenshipCheckActive, jobDeadline, jobOrderDate } from './deadlines';
import type {
  CollectedData,
  Customer,
  Job,
  Question,
  ReferenceCheckOrder,
  ReferenceSettings,
  Survey,
  SurveyAnswer,
} from './entities';
import { applyJobAction, nextJobState } from './job-state-machine';
import { validateAnswer, validateReferenceOrder, validateSettings, validateSurvey } from './validation';
import { filterWorkQueue, matchesCustomerSearch, matchesJobSearch, referenceOrderDate } from './work-queues';

// The rules take structural inputs; these calls fail the type check if an entity schema stops fitting them.
describe('entity types fit the rule inputs', () => {
  it('a Job goes through deadlines, work queues and the state machine', () => {
    const job: Job = {
      id: 'job-1',
      service: 'COWORKER',
      currState: 'PENDING_CONSENT',
      createTime: '2025-06-02T08:00:00Z',
      consents: [{ consentType: 'JobStart', state: 'CsntPendingAnswer', createTime: '2025-06-02T08:00:00Z' }],
      jobStateLog: [],
    };
    const accepted = applyJobAction(job, 'consentAccepted', ['System'], new Date('2025-06-02T09:00:00Z'));
    if (!accepted.ok) throw new Error(accepted.refusal.message);
    const started: Job = {
      ...accepted.job,
      consents: [{ consentType: 'JobStart', state: 'CsntAccepted', time: '2025-06-02T09:00:00Z' }],
    };
    expect(jobDeadline(started)?.toISOString()).toBe('2025-06-04T09:00:00.000Z');
    expect(deadlineStatus(jobDeadline(started), new Date('2025-06-03T12:00:00Z'))).toBe('close');
    expect(jobOrderDate(started).toISOString()).toBe('2025-06-02T09:00:00.000Z');
    expect(filterWorkQueue([started], 'unassigned', { now: new Date(), hiddenCustomerIds: [] })).toHaveLength(
      1,
    );
    expect(matchesJobSearch(started, 'job-')).toBe(true);
    expect(nextJobState(started, 'finalizeReport', ['Analyst'])).toMatchObject({ ok: true, to: 'APPROVED' });
  });

  it('collected data, customers and reference-check entities fit', () => {
    const collected: CollectedData = { jobType: 'EXECUTIVE', citizenshipState: 'IN_PROGRESS' };
    expect(isCitizenshipCheckActive(collected)).toBe(true);
    const customer: Customer = { id: 'abc-123', custName: 'Exempel AB' };
    expect(matchesCustomerSearch(customer, 'ABC')).toBe(true);
    const order: ReferenceCheckOrder = { minReferences: 1, maxReferences: 5, stateLog: [] };
    expect(validateReferenceOrder(order)).toBe('Bolagsnamn saknas');
    expect(referenceOrderDate(order)).toBeNull();
    const settings: ReferenceSettings = {
      defaultMinReferences: 1,
      defaultMaxReferences: 5,
      bankIdVerification: false,
      noVerification: false,
    };
    expect(validateSettings(settings)).toBe('Välj minst en verifieringsmetod');
    const question: Question = { type: 'SLIDER', question: 'Ledarskap' };
    const survey: Survey = { title: 'T', description: 'B', surveyQuestions: [question] };
    expect(validateSurvey(survey)).toBeNull();
    const answer: SurveyAnswer = { optionIndex: -1, sliderValue: 7 };
    expect(validateAnswer(question, answer)).toBeNull();
  });
});
