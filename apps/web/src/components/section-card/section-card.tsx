import { Card, Group, type MantineSpacing, Stack, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';

export interface SectionCardProps {
  title: string;
  /** The heading's level on the page (h2 on an order's page, h3 inside another section). */
  titleOrder?: 2 | 3;
  /** Beside the heading, on the right (what the user may do with the section); given even when empty. */
  action?: ReactNode;
  /** The heading's id, where the content names itself by it too (a list labelled by the heading). */
  titleId?: string;
  gap?: MantineSpacing;
  /** After the card's content, outside its column (the section's dialogs). */
  after?: ReactNode;
  children: ReactNode;
}

/** A card that is a section of a page, named by its heading, with an action beside the heading. */
export const SectionCard = ({
  title,
  titleOrder = 2,
  action,
  titleId,
  gap = 'md',
  after,
  children,
}: SectionCardProps) => {
  const ownId = useId();
  const id = titleId ?? ownId;
  const heading = (
    <Title order={titleOrder} size="h4" id={id}>
      {title}
    </Title>
  );
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby={id}>
      <Stack gap={gap}>
        {action === undefined ? (
          heading
        ) : (
          <Group justify="space-between">
            {heading}
            {action}
          </Group>
        )}
        {children}
      </Stack>
      {after}
    </Card>
  );
};
