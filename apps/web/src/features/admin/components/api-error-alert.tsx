import { Alert } from '@mantine/core';
import { ApiError } from '../../../api/api-error';

/**
 * A failed call in an alert: the call's Swedish message (spec §8) as the title, and for a refused
 * request (4xx other than 401) the server's own message below it, which is written for users
 * ('Kundnumret används redan av en annan kund'); 5xx bodies carry nothing worth showing.
 */
export const ApiErrorAlert = ({ error }: { error: Error | null | undefined }) => {
  if (!error) return null;
  const detail =
    error instanceof ApiError &&
    error.httpStatus !== undefined &&
    error.httpStatus >= 400 &&
    error.httpStatus < 500 &&
    error.httpStatus !== 401 &&
    error.serverMessage &&
    error.serverMessage !== error.message
      ? error.serverMessage
      : undefined;
  return (
    <Alert color="red" role="alert" title={error.message}>
      {detail}
    </Alert>
  );
};
