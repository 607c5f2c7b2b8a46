import { VALIDATION_MESSAGES } from '@granska/domain';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../api/api-error';
import { refusedWith } from '../../../test/api-errors';
import { mergedLocale } from '../../../test/locales';
import { draftView, initView, jobView, VALID_SSN } from '../test/background-check-api';
import {
  draftValues,
  fieldOfIssue,
  newOrderValues,
  orderRequest,
  serverFieldErrors,
  validateOrderForm,
} from './order-form-model';

const NOW = new Date('2026-06-01T10:00:00Z');

describe('order form model', () => {
  it('shows the spec’s Swedish validation messages through its locale keys', () => {
    const sv = mergedLocale('sv') as { order: { person: { errors: Record<string, string> } } };
    const errors = sv.order.person.errors;
    for (const name of [
      'nameMissing',
      'emailMissing',
      'emailInvalid',
      'phoneInvalid',
      'personalNumberInvalid',
    ] as const) {
      expect(errors[name]).toBe(VALIDATION_MESSAGES[name]);
    }
  });

  it('refuses a personal number failing the spec’s rules and a phone without an allowed prefix', () => {
    const values = {
      ...newOrderValues(initView()),
      service: 'COWORKER' as const,
      name: 'A',
      email: 'a@b.se',
    };
    expect(validateOrderForm({ ...values, ssn: '19900101-1234', phone: '0701234567' }, NOW)).toEqual({
      ssn: { key: 'order.person.errors.personalNumberInvalid' },
      phone: { key: 'order.person.errors.phoneInvalid' },
    });
    expect(validateOrderForm({ ...values, ssn: VALID_SSN, phone: '+46 70-123 45 67' }, NOW)).toEqual({});
  });

  it('refuses a malformed e-mail on the e-mail field, as the server does', () => {
    const values = {
      ...newOrderValues(initView()),
      service: 'COWORKER' as const,
      name: 'A',
      ssn: VALID_SSN,
      phone: '+46701234567',
    };
    for (const email of ['str', 'anna@', 'anna@example', 'a@b.se; c@d.se']) {
      expect(validateOrderForm({ ...values, email }, NOW), email).toEqual({
        email: { key: 'order.person.errors.emailInvalid' },
      });
    }
    expect(validateOrderForm({ ...values, email: '' }, NOW)).toEqual({
      email: { key: 'order.person.errors.emailMissing' },
    });
    expect(validateOrderForm({ ...values, email: ' anna@example.se ' }, NOW)).toEqual({});
    const refused = new ApiError('Ogiltig e-postadress', {
      envelope: {
        status: 'BAD_REQUEST',
        message: 'Ogiltig e-postadress',
        result: [],
        issues: [{ path: 'jobs.0.email', message: 'Ogiltig e-postadress' }],
      },
    });
    expect(serverFieldErrors(refused, 'sv')).toEqual({
      email: { key: 'order.person.errors.emailInvalid' },
    });
  });

  it('starts a new order from the customer’s settings', () => {
    const values = newOrderValues(initView({ services: ['SCREENING'], invoiceCompanies: ['Bygg AB'] }));
    expect(values).toMatchObject({
      service: 'SCREENING',
      checkpoints: ['DRIVERSLICENSE'],
      orderInstruction: 'Ange alltid referensnummer.',
      invoiceCompany: 'Bygg AB',
      costCenter: 'CC-7',
    });
    expect(newOrderValues(initView()).service).toBe('');
  });

  it('keeps a draft’s other jobs as they are when the form edits the first', () => {
    const second = jobView({ id: 'job-b', name: 'Bo Berg', position: null, gender: 'MALE' });
    const draft = draftView({ jobs: [jobView({ currState: 'CREATED' }), second] });
    const request = orderRequest(draftValues(draft), { send: false, draft, showVerifyEmployer: false });
    expect(request.id).toBe(draft.id);
    expect(request.jobs).toHaveLength(2);
    expect(request.jobs[1]).toEqual({
      name: 'Bo Berg',
      SSN: VALID_SSN,
      email: 'anna@example.se',
      phone: '+46701234567',
      verifyFormerEmployer: false,
      verifyEducation: false,
      screeningQuestions: [],
      gender: 'MALE',
    });
  });

  it('places the server’s issues at the form’s fields', () => {
    expect(fieldOfIssue('body.jobs.0.SSN')).toBe('ssn');
    expect(fieldOfIssue('jobs.0.phone')).toBe('phone');
    expect(fieldOfIssue('customerRecipients.1')).toBe('recipients');
    expect(fieldOfIssue('jobs.1.name')).toBeUndefined();
    const error = refusedWith('Beställning kunde inte sparas', [
      { path: 'body.jobs.0.SSN', message: 'Personnummer ogiltigt' },
      { path: 'body.costCenter', message: 'För lång text' },
    ]);
    expect(serverFieldErrors(error, 'sv')).toEqual({
      ssn: { key: 'order.person.errors.personalNumberInvalid' },
      costCenter: { text: 'För lång text' },
    });
    expect(serverFieldErrors(new ApiError('Beställning kunde inte sparas'), 'sv')).toEqual({});
  });
});
