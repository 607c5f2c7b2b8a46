import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/api-error';
import { refusedWith } from '../../test/api-errors';
import { fieldErrorsOf, serverFieldErrors, serverIssuesOf } from './field-errors';

const refused = (envelope: unknown) =>
  new ApiError('Felaktiga uppgifter', { httpStatus: 400, envelopeStatus: 'BAD_REQUEST', envelope });

describe('serverFieldErrors', () => {
  it('puts the first issue of each field at the body’s own field', () => {
    const error = refusedWith('Felaktiga uppgifter', [
      { path: 'body.keyName', message: 'Namn saknas' },
      { path: 'body.keyName', message: 'För långt' },
      { path: 'keyDescription', message: 'För lång beskrivning' },
    ]);
    expect(serverFieldErrors(error)).toEqual({
      keyName: 'Namn saknas',
      keyDescription: 'För lång beskrivning',
    });
  });

  it('lets a form name its own fields and leave out the rest', () => {
    const error = refusedWith('Felaktiga uppgifter', [
      { path: 'body.userPhonenumber', message: 'Telefonnummer ogiltigt' },
      { path: 'body.somethingElse', message: 'Okänt' },
    ]);
    const fieldOf = (path: string) => (path === 'body.userPhonenumber' ? 'phone' : null);
    expect(serverFieldErrors(error, fieldOf)).toEqual({ phone: 'Telefonnummer ogiltigt' });
  });

  it('reads the reference service’s envelope too, and nothing from other errors', () => {
    const reference = refused({
      statusCode: 400,
      message: 'Bad request',
      result: [],
      issues: [{ path: 'email', message: 'E-post ogiltig' }],
    });
    expect(serverIssuesOf(reference)).toEqual([{ path: 'email', message: 'E-post ogiltig' }]);
    expect(serverFieldErrors(new Error('nätverk'))).toEqual({});
    expect(serverFieldErrors(refused(undefined))).toEqual({});
  });
});

describe('fieldErrorsOf', () => {
  it('joins zod’s paths and keeps the first message of each field', () => {
    expect(
      fieldErrorsOf([
        { path: ['jobs', 0, 'phone'], message: 'Telefonnummer ogiltigt' },
        { path: ['jobs', 0, 'phone'], message: 'Saknas' },
        { path: ['startDate'], message: 'Ogiltigt datum' },
      ]),
    ).toEqual({ 'jobs.0.phone': 'Telefonnummer ogiltigt', startDate: 'Ogiltigt datum' });
  });
});
