import { ApiError } from '../api/api-error';

/** The main API's 400 for a request that breaks its contract: the call's message, then the issues. */
export const refusedWith = (callMessage: string, issues: readonly { path: string; message: string }[]) =>
  new ApiError(callMessage, {
    httpStatus: 400,
    envelopeStatus: 'BAD_REQUEST',
    envelope: { status: 'BAD_REQUEST', message: 'Ogiltig begäran', result: [], issues },
  });
