import { Badge, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Marks an answer of a local stand-in (architecture.md: test services are clearly labelled). */
export const TestDataBadge = ({ testData }: { testData: boolean }) => {
  const { t } = useTranslation();
  if (!testData) return null;
  return (
    <Tooltip label={t('analyst.testDataHint')}>
      <Badge color="grape" variant="light" title={t('analyst.testDataHint')}>
        {t('analyst.testData')}
      </Badge>
    </Tooltip>
  );
};
