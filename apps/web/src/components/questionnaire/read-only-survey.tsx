import type { Survey } from '@granska/domain';
import { Badge, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A questionnaire shown, not edited: its description and each question with its kind and options. */
export const ReadOnlySurvey = ({ survey }: { survey: Survey }) => {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <Text style={{ whiteSpace: 'pre-wrap' }}>{survey.description}</Text>
      {(survey.surveyQuestions ?? []).map((question, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a question's place is its identity here
        <Card key={index} withBorder padding="md" radius="md">
          <Stack gap={4}>
            <Title order={2} size="h5">
              {t('questionnaire.questionHeading', { number: index + 1, question: question.question ?? '' })}
            </Title>
            <Group gap="xs">
              {question.type && (
                <Badge variant="light">{t(`questionnaire.questionTypes.${question.type}`)}</Badge>
              )}
              {question.mandatory !== false && (
                <Badge variant="light" color="gray">
                  {t('questionnaire.mandatoryBadge')}
                </Badge>
              )}
            </Group>
            {question.type === 'OPTIONS' && (
              <List size="sm">
                {(question.options ?? []).map((option) => (
                  <List.Item key={option}>{option}</List.Item>
                ))}
              </List>
            )}
          </Stack>
        </Card>
      ))}
    </Stack>
  );
};
