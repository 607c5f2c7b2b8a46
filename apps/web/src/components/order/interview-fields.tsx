import { type InterviewSettingsView, InterviewType } from '@granska/domain';
import { Group, Select, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface InterviewFieldsProps {
  settings: InterviewSettingsView;
  interviewType: InterviewType | '';
  /** YYYY-MM-DD or ''. */
  spiDate: string;
  onInterviewType: (type: InterviewType | '') => void;
  onSpiDate: (date: string) => void;
  errors: { interviewType?: string | undefined; spiDate?: string | undefined };
  disabled?: boolean;
}

/**
 * The SPI interview of an order (psConfig.enableInterviewSettings): its type, or none, and a date the
 * customer has already set; says who holds the interview (psConfig.sriPerformsInterview).
 */
export const InterviewFields = ({
  settings,
  interviewType,
  spiDate,
  onInterviewType,
  onSpiDate,
  errors,
  disabled = false,
}: InterviewFieldsProps) => {
  const { t } = useTranslation();
  if (!settings.shown) return null;
  return (
    <Group align="flex-start" grow>
      <Select
        label={t('order.interview.type')}
        description={t(settings.sriPerformsInterview ? 'order.interview.ours' : 'order.interview.yours')}
        placeholder={t('order.interview.none')}
        data={InterviewType.options.map((type) => ({
          value: type,
          label: t(`order.interview.types.${type}`),
        }))}
        value={interviewType || null}
        onChange={(value) => onInterviewType((value ?? '') as InterviewType | '')}
        clearable
        disabled={disabled}
        error={errors.interviewType}
      />
      <TextInput
        type="date"
        label={t('order.interview.spiDate')}
        description={t('order.interview.spiDateHint')}
        value={spiDate}
        onChange={(event) => onSpiDate(event.currentTarget.value)}
        disabled={disabled}
        error={errors.spiDate}
      />
    </Group>
  );
};
