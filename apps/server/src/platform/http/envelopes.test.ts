import {
  ErrorEnvelope,
  envelope,
  isFetchStatusOk,
  isOkEnvelope,
  okEnvelope,
  ReferenceErrorEnvelope,
  referenceEnvelope,
  referenceOkEnvelope,
} from '@granska/domain';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from './app-error';
import { errorEnvelope, ok, referenceOk } from './envelopes';

const Item = z.object({ id: z.string() });

describe('main-API envelope', () => {
  it('wraps a single value and a list as the result list', () => {
    expect(ok({ id: 'a' })).toEqual({ status: 'OK', message: 'OK', result: [{ id: 'a' }] });
    expect(ok([{ id: 'a' }, { id: 'b' }], 'Klart').result).toHaveLength(2);
    expect(okEnvelope(Item).parse(ok({ id: 'a' }))).toEqual(ok({ id: 'a' }));
  });

  it('carries the error code as status', () => {
    const body = errorEnvelope('status', 'NOT_FOUND', 'Resursen hittades inte');
    expect(body).toEqual({ status: 'NOT_FOUND', message: 'Resursen hittades inte', result: [] });
    expect(ErrorEnvelope.parse(body)).toEqual(body);
  });

  it('is told apart by the client schema', () => {
    const parsed = envelope(Item).parse(errorEnvelope('status', 'FORBIDDEN', 'Behörighet saknas'));
    expect(isOkEnvelope(parsed)).toBe(false);
    expect(isOkEnvelope(envelope(Item).parse(ok({ id: 'x' })))).toBe(true);
    expect(ErrorEnvelope.safeParse(ok({ id: 'x' })).success).toBe(false);
  });

  it("carries a BankID call's code and hint code beside the message", () => {
    const error = new AppError('CONFLICT', 'BankId session redan öppen', { bankId: { bankIdCode: '70021' } });
    const body = errorEnvelope('status', error.code, error.message, error.issues, error.bankId);
    expect(body).toEqual({
      status: 'CONFLICT',
      message: 'BankId session redan öppen',
      result: [],
      bankIdCode: '70021',
      hintCode: null,
    });
    expect(ErrorEnvelope.parse(body)).toEqual(body);
  });

  it('reads fetchStatus by its part before the first colon', () => {
    expect(isFetchStatusOk('OK')).toBe(true);
    expect(isFetchStatusOk('OK: 3 poster')).toBe(true);
    expect(isFetchStatusOk('ERROR: OK')).toBe(false);
    expect(isFetchStatusOk(undefined)).toBe(false);
  });
});

describe('reference-service envelope', () => {
  it('uses statusCode 200 on success and the HTTP status on failure', () => {
    expect(referenceOk({ id: 'a' })).toEqual({ statusCode: 200, message: 'OK', result: [{ id: 'a' }] });
    expect(referenceOkEnvelope(Item).parse(referenceOk([]))).toEqual(referenceOk([]));
    const failure = errorEnvelope('statusCode', 'UNAUTHORIZED', 'Inloggning krävs');
    expect(failure).toEqual({ statusCode: 401, message: 'Inloggning krävs', result: [] });
    expect(ReferenceErrorEnvelope.parse(failure)).toEqual(failure);
    expect(referenceEnvelope(Item).parse(failure)).toEqual(failure);
  });

  it('keeps validation issues', () => {
    const issues = [{ path: 'body.name', message: 'Namn saknas' }];
    expect(errorEnvelope('statusCode', 'BAD_REQUEST', 'Ogiltig begäran', issues)).toMatchObject({
      statusCode: 400,
      issues,
    });
  });
});

describe('AppError', () => {
  it('maps codes to HTTP statuses with Swedish default messages', () => {
    expect(AppError.notFound().statusCode).toBe(404);
    expect(AppError.notFound().message).toBe('Resursen hittades inte');
    expect(AppError.badRequest().message).toBe('Ogiltig begäran');
    expect(AppError.conflict('Kundnumret finns redan').message).toBe('Kundnumret finns redan');
    expect(new AppError('SERVICE_UNAVAILABLE').statusCode).toBe(503);
    expect(AppError.forbidden().statusCode).toBe(403);
    expect(AppError.unauthorized().statusCode).toBe(401);
  });
});
