import {
  REFERENCE_ORDER_STATE_LABELS,
  REFERENCE_STATE_LABELS,
  type ReferenceOrderState,
  type ReferenceState,
} from '@granska/domain';
import { useTranslation } from 'react-i18next';
import { HistoryTable } from '../../../components/job/history-table';
import { currentLanguage } from '../../../i18n/i18n';

type Entry<S> = { time: string; state: S };

/** A state log, oldest first: when, and the state it entered (spec §4 labels of the order or a referee). */
export const StateLog = <S extends ReferenceOrderState | ReferenceState>({
  entries,
  of,
  labelledBy,
}: {
  entries: readonly Entry<S>[];
  of: 'order' | 'reference';
  labelledBy: string;
}) => {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const labels: Readonly<Record<string, { sv: string; en: string }>> =
    of === 'order' ? REFERENCE_ORDER_STATE_LABELS : REFERENCE_STATE_LABELS;
  return (
    <HistoryTable
      entries={entries}
      labelledBy={labelledBy}
      empty={t('referenceCheck.order.noLog')}
      timeHeader={t('referenceCheck.order.logTime')}
      columns={[
        {
          key: 'state',
          header: t('referenceCheck.order.logState'),
          cell: (entry) => labels[entry.state]?.[language] ?? entry.state,
        },
      ]}
    />
  );
};
