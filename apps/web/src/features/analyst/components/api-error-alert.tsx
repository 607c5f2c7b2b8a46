import { Alert, Text } from '@mantine/core';
import { ApiError } from '../../../api/api-error';

const CLIENT_ERROR_MIN = 400;
const SERVER_ERROR_MIN = 500;
const UNAUTHORIZED = 401;

/** A 4xx refusal's own Swedish reason ('Jobbet är inte tilldelat dig'); 5xx bodies are never shown. */
const serverReason = (error: unknown): string | undefined => {
  if (!(error instanceof ApiError) || error.serverMessage === undefined) return undefined;
  const status = error.httpStatus ?? 0;
  if (status < CLIENT_ERROR_MIN || status >= SERVER_ERROR_MIN || status === UNAUTHORIZED) return undefined;
  const reason = error.serverMessage.trim();
  return reason === '' || reason === error.message ? undefined : reason;
};

/** A failed call: the call's Swedish message (spec §8) as the title, the server's reason below it. */
export const ApiErrorAlert = ({ error }: { error: Error | null | undefined }) => {
  if (!error) return null;
  const reason = serverReason(error);
  return (
    <Alert color="red" role="alert" title={error.message}>
      {reason !== undefined && <Text size="sm">{reason}</Text>}
    </Alert>
  );
};
