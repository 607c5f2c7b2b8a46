import { Button, Card, Center, Loader, Stack, Text, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useUserMessage } from '../../../../i18n/user-message';
import { isInvalidLink } from '../api/reference-link';

/** A card with a heading and a line; `alone` when it is all the page shows (its heading is the page's h1). */
export const Notice = ({ title, text, alone = false }: { title: string; text: string; alone?: boolean }) => (
  <Card withBorder padding="lg">
    <Stack gap="xs">
      <Title order={alone ? 1 : 2} size="h2">
        {title}
      </Title>
      <Text>{text}</Text>
    </Stack>
  </Card>
);

/** Loading, an invalid link and a failed load, before a link's page can show anything. */
export const WithLinkView = <T,>({
  query,
  children,
}: {
  query: UseQueryResult<T>;
  children: (view: T) => ReactNode;
}) => {
  const { t } = useTranslation();
  if (query.isPending) {
    return (
      <Center mih="40vh">
        <Loader aria-label={t('external.reference.loading')} />
      </Center>
    );
  }
  if (query.isError) {
    if (isInvalidLink(query.error)) {
      return (
        <Notice
          alone
          title={t('external.reference.invalidLink.title')}
          text={t('external.reference.invalidLink.text')}
        />
      );
    }
    return (
      <Card withBorder padding="lg">
        <Stack gap="xs" align="flex-start">
          <Title order={1} size="h2">
            {t('external.reference.loadFailed.title')}
          </Title>
          <Text>{t('external.reference.loadFailed.text')}</Text>
          <Button onClick={() => void query.refetch()}>{t('external.reference.loadFailed.retry')}</Button>
        </Stack>
      </Card>
    );
  }
  return <>{children(query.data)}</>;
};

/**
 * A refusal or a failed call's message in the page's language: the domain's checks and the server write
 * Swedish, and their English twins are known (i18n/user-message.ts).
 */
export const useErrorText = () => {
  const message = useUserMessage();
  return (error: unknown): string => message(error instanceof Error ? error.message : String(error));
};
