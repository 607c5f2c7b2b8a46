import { type Question, type SurveyAnswer, sliderCommentExpected } from '@granska/domain';
import { Group, Radio, Stack, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const SLIDER_VALUES = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10'];

interface QuestionFieldProps {
  index: number;
  question: Question;
  answer: SurveyAnswer;
  error: string | null;
  onChange: (answer: SurveyAnswer) => void;
}

/**
 * One question of a survey as the person answers it (a referee, the security-clearance survey): options,
 * a 1–10 scale with a comment, or free text.
 */
export const QuestionField = ({ index, question, answer, error, onChange }: QuestionFieldProps) => {
  const { t } = useTranslation();
  const label = `${index + 1}. ${question.question ?? ''}`;
  const required = question.mandatory !== false;
  switch (question.type) {
    case 'OPTIONS':
      return (
        <Radio.Group
          label={label}
          withAsterisk={required}
          error={error}
          value={answer.optionIndex >= 0 ? String(answer.optionIndex) : null}
          onChange={(value) => onChange({ ...answer, optionIndex: Number(value) })}
        >
          <Stack gap={6} mt="xs">
            {(question.options ?? []).map((option, optionIndex) => (
              <Radio key={option} value={String(optionIndex)} label={option} />
            ))}
          </Stack>
        </Radio.Group>
      );
    case 'SLIDER':
      return (
        <Stack gap="xs">
          <Radio.Group
            label={label}
            description={t('external.reference.referee.scale')}
            withAsterisk={required}
            error={error}
            value={answer.sliderValue === undefined ? null : String(answer.sliderValue)}
            onChange={(value) => onChange({ ...answer, sliderValue: Number(value) })}
          >
            <Group gap="sm" mt="xs">
              {SLIDER_VALUES.map((value) => (
                <Radio key={value} value={value} label={value} />
              ))}
            </Group>
          </Radio.Group>
          {sliderCommentExpected(answer) && (
            <Textarea
              label={t('external.reference.referee.comment', { index: index + 1 })}
              value={answer.freeText ?? ''}
              maxLength={5000}
              rows={2}
              onChange={(event) => onChange({ ...answer, freeText: event.currentTarget.value })}
            />
          )}
        </Stack>
      );
    default:
      return (
        <Textarea
          label={label}
          withAsterisk={required}
          error={error}
          value={answer.freeText ?? ''}
          maxLength={5000}
          rows={3}
          onChange={(event) => onChange({ ...answer, freeText: event.currentTarget.value })}
        />
      );
  }
};
