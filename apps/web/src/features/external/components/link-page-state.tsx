import { Button, Card, Center, Loader, Stack, Text, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isInvalidLinkError } from '../api/get-consent-page';

/**
 * A person's link page before its content is there: loading, the link's own "invalid or expired" page, or
 * a failed fetch to try again. `scope` names the page's texts (`<scope>.loading`, `<scope>.loadFailed.*`).
 */
export const LinkPageState = ({
  query,
  scope,
  invalidLink,
}: {
  query: Pick<UseQueryResult, 'isPending' | 'isError' | 'error' | 'refetch'>;
  scope: string;
  invalidLink: ReactNode;
}) => {
  const { t } = useTranslation();
  if (query.isPending) {
    return (
      <Center mih="40vh">
        <Loader aria-label={t(`${scope}.loading`)} />
      </Center>
    );
  }
  if (isInvalidLinkError(query.error)) return invalidLink;
  return (
    <Card withBorder padding="lg">
      <Stack gap="xs" align="flex-start">
        <Title order={1} size="h2">
          {t(`${scope}.loadFailed.title`)}
        </Title>
        <Text>{t(`${scope}.loadFailed.text`)}</Text>
        <Button onClick={() => void query.refetch()}>{t(`${scope}.loadFailed.retry`)}</Button>
      </Stack>
    </Card>
  );
};
