import { Alert, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/api-error';
import { useUserMessage } from '../../i18n/user-message';

const CLIENT_ERROR_MIN = 400;
const SERVER_ERROR_MIN = 500;
const UNAUTHORIZED = 401;

/**
 * The server's own reason, when it is one to show: a 4xx refusal (other than 401) carries a Swedish
 * sentence written for users ('Beställningen är skickad och kan inte avbrytas'); 5xx answers carry
 * nothing worth showing.
 */
const serverReason = (error: unknown): string | undefined => {
  if (!(error instanceof ApiError) || error.serverMessage === undefined) return undefined;
  const status = error.httpStatus ?? 0;
  if (status < CLIENT_ERROR_MIN || status >= SERVER_ERROR_MIN || status === UNAUTHORIZED) return undefined;
  const reason = error.serverMessage.trim();
  return reason === '' || reason === error.message ? undefined : reason;
};

/**
 * A failed call: the call's message (spec §8; in English for English readers) as the title, the
 * server's reason below it.
 * With `onClose` the alert gets a close button.
 */
export const ApiErrorAlert = ({
  error,
  onClose,
}: {
  error: Error | null | undefined;
  onClose?: () => void;
}) => {
  const { t } = useTranslation();
  const message = useUserMessage();
  if (!error) return null;
  const reason = serverReason(error);
  return (
    <Alert
      color="red"
      role="alert"
      title={message(error.message)}
      {...(onClose ? { withCloseButton: true, onClose, closeButtonLabel: t('apiErrorAlert.close') } : {})}
    >
      {reason !== undefined && <Text size="sm">{message(reason)}</Text>}
    </Alert>
  );
};
