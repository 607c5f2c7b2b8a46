import type { QuestionType, Survey } from '@granska/domain';
import {
  ActionIcon,
  Button,
  Checkbox,
  Fieldset,
  Group,
  NativeSelect,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash, IconX } from '@tabler/icons-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUserMessage } from '../../i18n/user-message';
import { ApiErrorAlert } from '../api-error-alert/api-error-alert';
import { useAnnounce } from '../status-announcer/status-announcer';
import {
  moveQuestion,
  newQuestion,
  type QuestionDraft,
  SURVEY_LIMITS,
  type SurveyFormField,
  type SurveyFormValues,
  surveyError,
  surveyRequest,
  surveyValues,
} from './survey-form-model';
import { useSaveSurvey } from './surveys-api';

const QUESTION_TYPES: readonly QuestionType[] = ['OPTIONS', 'SLIDER', 'FREETEXT'];

type Errors = Partial<Record<SurveyFormField, string>>;

/** Where the focus goes after a question moved or went: the same button of the moved question. */
interface FocusTarget {
  key: string;
  action: 'up' | 'down' | 'text';
}

/**
 * The questionnaire builder (a customer's RTQuestionnaireCreator; the admin's public templates): title,
 * description and questions of type OPTIONS (with their options), SLIDER (1–10; the referee comments a
 * value) or FREETEXT, each mandatory or not, moved up and down with buttons (the focus follows the moved question, and the move is
 * announced). Saving checks it with the domain's `validateSurvey` first: the first message at its field.
 */
export const SurveyForm = ({
  survey,
  publicSurvey = false,
  onSaved,
  onCancel,
}: {
  survey?: Survey & { id?: string | undefined };
  /** A new template is public (the admin's, offered to every customer read-only). */
  publicSurvey?: boolean;
  onSaved: (saved: Survey) => void;
  onCancel: () => void;
}) => {
  const { t } = useTranslation();
  const message = useUserMessage();
  const announce = useAnnounce();
  const save = useSaveSurvey();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<SurveyFormValues>(() => surveyValues(survey));
  const [errors, setErrors] = useState<Errors>({});
  const [focus, setFocus] = useState<FocusTarget | null>(null);

  useEffect(() => {
    if (!focus) return;
    const question = formRef.current?.querySelector(`[data-question="${focus.key}"]`);
    const wanted = question?.querySelector<HTMLElement>(`[data-action="${focus.action}"]`);
    // At the top (or the bottom) the pressed button is disabled: its neighbour takes the focus.
    const opposite = focus.action === 'up' ? 'down' : 'up';
    const target =
      wanted && !wanted.hasAttribute('disabled')
        ? wanted
        : question?.querySelector<HTMLElement>(`[data-action="${opposite}"]:not([disabled])`);
    target?.focus();
    setFocus(null);
  }, [focus]);

  const errorOf = (field: SurveyFormField) => (errors[field] ? message(errors[field]) : undefined);
  const clearErrors = () => setErrors({});
  const setQuestions = (questions: QuestionDraft[]) => {
    setValues((current) => ({ ...current, questions }));
    clearErrors();
  };
  const updateQuestion = (index: number, change: Partial<QuestionDraft>) =>
    setQuestions(
      values.questions.map((question, at) => {
        if (at !== index) return question;
        const next = { ...question, ...change };
        // An OPTIONS question starts with two empty options to fill in.
        if (change.type === 'OPTIONS' && next.options.length === 0) next.options = ['', ''];
        return next;
      }),
    );

  const move = (index: number, by: -1 | 1) => {
    const question = values.questions[index];
    if (!question) return;
    setQuestions(moveQuestion(values.questions, index, by));
    setFocus({ key: question.key, action: by === -1 ? 'up' : 'down' });
    announce(t('questionnaire.moved', { from: index + 1, to: index + 1 + by }));
  };
  const remove = (index: number) => {
    const next = values.questions.filter((_, at) => at !== index);
    setQuestions(next);
    announce(t('questionnaire.removedQuestion', { number: index + 1 }));
    const neighbour = next[Math.min(index, next.length - 1)];
    if (neighbour) setFocus({ key: neighbour.key, action: 'text' });
  };
  const add = () => {
    const question = newQuestion();
    setQuestions([...values.questions, question]);
    setFocus({ key: question.key, action: 'text' });
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    const invalid = surveyError(values);
    if (invalid) {
      setErrors({ [invalid.field]: invalid.message });
      setTimeout(() =>
        formRef.current
          ?.querySelector<HTMLElement>('[aria-invalid="true"], [data-error-focus="true"]')
          ?.focus(),
      );
      return;
    }
    const request = surveyRequest(values, survey?.id);
    save.mutate(publicSurvey && !survey?.id ? { ...request, publicSurvey: true } : request, {
      onSuccess: onSaved,
    });
  };

  const disabled = save.isPending;
  const last = values.questions.length - 1;

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate aria-label={t('questionnaire.formLabel')}>
      <Stack gap="lg">
        <Stack gap="sm">
          <TextInput
            label={t('questionnaire.titleField')}
            required
            value={values.title}
            onChange={(event) => {
              const title = event.currentTarget.value;
              setValues((current) => ({ ...current, title }));
              clearErrors();
            }}
            error={errorOf('title')}
            maxLength={SURVEY_LIMITS.title}
            disabled={disabled}
          />
          <Textarea
            label={t('questionnaire.description')}
            required
            rows={3}
            value={values.description}
            onChange={(event) => {
              const description = event.currentTarget.value;
              setValues((current) => ({ ...current, description }));
              clearErrors();
            }}
            error={errorOf('description')}
            maxLength={SURVEY_LIMITS.description}
            disabled={disabled}
          />
        </Stack>

        <Stack gap="md">
          {values.questions.length === 0 && (
            <Text
              size="sm"
              c={errors.questions ? 'red.9' : 'dimmed'}
              tabIndex={errors.questions ? -1 : undefined}
              data-error-focus={errors.questions ? 'true' : undefined}
              role={errors.questions ? 'alert' : undefined}
            >
              {errorOf('questions') ?? t('questionnaire.noQuestions')}
            </Text>
          )}
          {values.questions.map((question, index) => {
            const number = index + 1;
            const optionsError = errorOf(`questions.${index}.options`);
            return (
              <Fieldset
                key={question.key}
                legend={t('questionnaire.question', { number })}
                data-question={question.key}
                disabled={disabled}
              >
                <Stack gap="sm">
                  <Textarea
                    label={t('questionnaire.questionText')}
                    required
                    rows={2}
                    value={question.question}
                    onChange={(event) => updateQuestion(index, { question: event.currentTarget.value })}
                    error={errorOf(`questions.${index}.question`)}
                    maxLength={SURVEY_LIMITS.question}
                    data-action="text"
                  />
                  <Group align="flex-end" gap="md" wrap="wrap">
                    <NativeSelect
                      label={t('questionnaire.type')}
                      required
                      value={question.type}
                      onChange={(event) =>
                        updateQuestion(index, { type: event.currentTarget.value as QuestionType | '' })
                      }
                      error={errorOf(`questions.${index}.type`)}
                      data={[
                        { value: '', label: t('questionnaire.chooseType') },
                        ...QUESTION_TYPES.map((type) => ({
                          value: type,
                          label: t(`questionnaire.questionTypes.${type}`),
                        })),
                      ]}
                    />
                    <Checkbox
                      label={t('questionnaire.mandatory')}
                      checked={question.mandatory}
                      onChange={(event) => updateQuestion(index, { mandatory: event.currentTarget.checked })}
                      mb={8}
                    />
                  </Group>
                  {question.type === 'SLIDER' && (
                    <Text size="sm" c="dimmed">
                      {t('questionnaire.sliderHint')}
                    </Text>
                  )}
                  {question.type === 'FREETEXT' && (
                    <Text size="sm" c="dimmed">
                      {t('questionnaire.freeTextHint')}
                    </Text>
                  )}
                  {question.type === 'OPTIONS' && (
                    <Fieldset variant="unstyled" legend={t('questionnaire.options')}>
                      <Stack gap="xs">
                        {question.options.map((option, optionIndex) => (
                          <Group
                            // Options have no identity beyond their place while they are typed.
                            // biome-ignore lint/suspicious/noArrayIndexKey: see above
                            key={optionIndex}
                            gap="xs"
                            align="flex-start"
                            wrap="nowrap"
                          >
                            <TextInput
                              flex={1}
                              label={t('questionnaire.option', { number: optionIndex + 1 })}
                              value={option}
                              onChange={(event) => {
                                const text = event.currentTarget.value;
                                updateQuestion(index, {
                                  options: question.options.map((item, at) =>
                                    at === optionIndex ? text : item,
                                  ),
                                });
                              }}
                              error={errorOf(`questions.${index}.options.${optionIndex}`)}
                              maxLength={SURVEY_LIMITS.option}
                            />
                            <ActionIcon
                              variant="subtle"
                              color="gray"
                              mt={26}
                              size="lg"
                              aria-label={t('questionnaire.removeOption', {
                                number: optionIndex + 1,
                                question: number,
                              })}
                              onClick={() =>
                                updateQuestion(index, {
                                  options: question.options.filter((_, at) => at !== optionIndex),
                                })
                              }
                            >
                              <IconX size={16} aria-hidden />
                            </ActionIcon>
                          </Group>
                        ))}
                        {optionsError && (
                          <Text size="sm" c="red.9" role="alert" tabIndex={-1} data-error-focus="true">
                            {optionsError}
                          </Text>
                        )}
                        <Group>
                          <Button
                            variant="subtle"
                            size="xs"
                            leftSection={<IconPlus size={14} aria-hidden />}
                            onClick={() => updateQuestion(index, { options: [...question.options, ''] })}
                          >
                            {t('questionnaire.addOption')}
                          </Button>
                        </Group>
                      </Stack>
                    </Fieldset>
                  )}
                  <Group gap="xs">
                    <Button
                      variant="default"
                      size="xs"
                      leftSection={<IconArrowUp size={14} aria-hidden />}
                      disabled={index === 0}
                      data-action="up"
                      aria-label={t('questionnaire.moveUpNamed', { number })}
                      onClick={() => move(index, -1)}
                    >
                      {t('questionnaire.moveUp')}
                    </Button>
                    <Button
                      variant="default"
                      size="xs"
                      leftSection={<IconArrowDown size={14} aria-hidden />}
                      disabled={index === last}
                      data-action="down"
                      aria-label={t('questionnaire.moveDownNamed', { number })}
                      onClick={() => move(index, 1)}
                    >
                      {t('questionnaire.moveDown')}
                    </Button>
                    <Button
                      variant="subtle"
                      color="red"
                      size="xs"
                      leftSection={<IconTrash size={14} aria-hidden />}
                      aria-label={t('questionnaire.removeQuestionNamed', { number })}
                      onClick={() => remove(index)}
                    >
                      {t('questionnaire.removeQuestion')}
                    </Button>
                  </Group>
                </Stack>
              </Fieldset>
            );
          })}
          <Group>
            <Button
              variant="default"
              leftSection={<IconPlus size={16} aria-hidden />}
              onClick={add}
              disabled={disabled}
            >
              {t('questionnaire.addQuestion')}
            </Button>
          </Group>
        </Stack>

        <ApiErrorAlert error={save.error} />

        <Group justify="flex-end">
          <Button variant="subtle" onClick={onCancel} disabled={disabled}>
            {t('questionnaire.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('questionnaire.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
};
