import { Card, Stack, Text, Title } from '@mantine/core';

/** A person's page that only tells something: a done page, an invalid link. Its title is the page's h1. */
export const PageNotice = ({ title, text, testId }: { title: string; text: string; testId?: string }) => (
  <Card withBorder padding="lg" data-testid={testId}>
    <Stack gap="xs">
      <Title order={1} size="h2">
        {title}
      </Title>
      <Text>{text}</Text>
    </Stack>
  </Card>
);
