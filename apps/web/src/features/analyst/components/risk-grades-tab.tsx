import {
  NO_RISK_GRADES,
  RISK_GRADE_FIELD_LABELS,
  RISK_GRADE_FIELDS,
  RISK_GRADE_LABELS,
  RISK_GRADE_MAX,
  RISK_GRADE_MIN,
  type RiskGrades,
} from '@granska/domain';
import { Button, Group, NativeSelect, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '../../../components/api-error-alert/api-error-alert';
import { Loading } from '../../../components/loading/loading';
import { SuccessModal } from '../../../components/modals';
import { currentLanguage } from '../../../i18n/i18n';
import { useRiskGrades, useSaveRiskGrades } from '../api/risk-grades';

const GRADES = Array.from(
  { length: RISK_GRADE_MAX - RISK_GRADE_MIN + 1 },
  (_, index) => RISK_GRADE_MIN + index,
);

/** Riskbedömning: the five grades of spec §3 riscGrades on the 1–5 scale, each optional. */
export const RiskGradesTab = ({ jobId, editable }: { jobId: string; editable: boolean }) => {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const stored = useRiskGrades(jobId);
  const save = useSaveRiskGrades(jobId);
  const [grades, setGrades] = useState<RiskGrades>(NO_RISK_GRADES);
  const [saved, setSaved] = useState(false);

  useEffect(() => {
    if (stored.data) {
      const { jobId: _job, ...values } = stored.data;
      setGrades(values);
    }
  }, [stored.data]);

  if (stored.isPending) return <Loading label={t('analyst.risk.loading')} />;
  if (stored.isError) return <ApiErrorAlert error={stored.error} />;

  const options = [
    { value: '', label: t('analyst.risk.notGraded') },
    ...GRADES.map((grade) => ({
      value: String(grade),
      label: `${grade} – ${RISK_GRADE_LABELS[grade]?.[language]}`,
    })),
  ];

  return (
    <Paper withBorder p="md">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate(grades, { onSuccess: () => setSaved(true) });
        }}
      >
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t('analyst.risk.scale')}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {RISK_GRADE_FIELDS.map((field) => (
              <NativeSelect
                key={field}
                label={RISK_GRADE_FIELD_LABELS[field][language]}
                value={grades[field] === null ? '' : String(grades[field])}
                disabled={!editable}
                data={options}
                onChange={(event) => {
                  const value = event.currentTarget.value;
                  setGrades((current) => ({ ...current, [field]: value === '' ? null : Number(value) }));
                }}
              />
            ))}
          </SimpleGrid>
          <ApiErrorAlert error={save.error} />
          {editable && (
            <Group>
              <Button type="submit" loading={save.isPending}>
                {t('analyst.risk.save')}
              </Button>
            </Group>
          )}
        </Stack>
      </form>
      <SuccessModal opened={saved} onClose={() => setSaved(false)} message={t('analyst.risk.saved')} />
    </Paper>
  );
};
