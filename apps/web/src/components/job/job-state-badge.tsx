import { JOB_STATE_LABELS, type JobState } from '@granska/domain';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../i18n/i18n';

/** The job's state as a badge beside its title (spec §4 labels). */
export const JobStateBadge = ({ state }: { state: JobState }) => {
  const { i18n } = useTranslation();
  return <Badge variant="light">{JOB_STATE_LABELS[state][currentLanguage(i18n)]}</Badge>;
};
