import { formatDate, type PsPersonRow } from '@granska/domain';
import { Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiErrorAlert } from '../../../components/api-error-alert/api-error-alert';
import { linkColumn } from '../../../components/list/columns';
import { DataTable } from '../../../components/list/data-table';
import { ListFilter } from '../../../components/list/list-filter';
import { ListFooter, Refetching } from '../../../components/list/list-footer';
import { ListSearch } from '../../../components/list/list-search';
import { useKeepPageInRange, useListParams } from '../../../components/list/use-list-params';
import { PageHeading } from '../../../components/page-title/page-heading';
import { useRegisterPage, useTags } from '../api/sak-api';
import { NEW_PERSON_PATH, personPath } from '../paths';
import { useSakRights } from '../rights';
import { personStatusLabel, securityClassesText } from './sak-labels';

const FILTERS = { tag: 'any' } as const;

/**
 * `/sak`: the customer's person register, newest first: searched by name or a whole personal number,
 * filtered by tag, paged by the server. A row shows no personal number; the card does.
 */
export const RegisterPage = () => {
  const { t } = useTranslation();
  const rights = useSakRights();
  const navigate = useNavigate();
  const params = useListParams(FILTERS);
  const { page, search } = params;
  const tag = params.filters.tag;
  const persons = useRegisterPage({ search, tag, page }, { enabled: rights.register });
  const tags = useTags({ enabled: rights.seeTags });
  useKeepPageInRange(params, persons.data?.pages);
  const tagName = (id: string) => tags.data?.find((each) => each.id === id)?.name ?? '';
  const titleId = 'sak-register-title';

  if (!rights.register) return <Text>{t('sak.register.noAccess')}</Text>;

  const newPerson = rights.createPerson && (
    <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => navigate(NEW_PERSON_PATH)}>
      {t('sak.register.newPerson')}
    </Button>
  );

  const content = () => {
    if (persons.isPending) return <Loader size="sm" aria-label={t('sak.register.loading')} />;
    if (persons.isError) return <ApiErrorAlert error={persons.error} />;
    if (persons.data.items.length === 0 && !params.narrowed) {
      return (
        <Stack align="flex-start" gap="sm">
          <Text>{t('sak.register.empty')}</Text>
          {newPerson}
        </Stack>
      );
    }
    return (
      <Stack gap="sm">
        <DataTable<PsPersonRow>
          rows={persons.data.items}
          rowKey={(row) => row.id}
          labelledBy={titleId}
          empty={t('sak.register.noMatch')}
          minWidth={640}
          columns={[
            linkColumn<PsPersonRow>('name', t('sak.register.columns.name'), (row) => ({
              to: personPath(row.id),
              label: row.name,
            })),
            {
              key: 'status',
              header: t('sak.register.columns.status'),
              cell: (row) => personStatusLabel(t, row.status),
            },
            {
              key: 'classes',
              header: t('sak.register.columns.securityClasses'),
              cell: (row) => securityClassesText(t, row.securityClasses) || t('sak.none'),
            },
            {
              key: 'tags',
              header: t('sak.register.columns.tags'),
              cell: (row) => row.tags.map(tagName).filter(Boolean).join(', ') || t('sak.none'),
            },
            {
              key: 'modified',
              header: t('sak.register.columns.modified'),
              cell: (row) => formatDate(row.modified),
            },
          ]}
        />
        {persons.data.items.length > 0 && (
          <ListFooter
            total={t('sak.register.total', { count: persons.data.total })}
            list={persons.data}
            onPage={params.setPage}
          />
        )}
      </Stack>
    );
  };

  return (
    <Stack component="section" aria-labelledby={titleId} gap="md">
      <Group justify="space-between">
        <PageHeading id={titleId}>{t('sak.register.title')}</PageHeading>
        {newPerson}
      </Group>
      <Group align="flex-end">
        <ListSearch
          params={params}
          label={t('sak.register.search')}
          placeholder={t('sak.register.searchPlaceholder')}
          w={{ base: '100%', sm: 380 }}
        />
        {rights.seeTags && (
          <ListFilter
            params={params}
            name="tag"
            label={t('sak.register.tagFilter')}
            allLabel={t('sak.register.allTags')}
            options={(tags.data ?? []).map((each) => ({ value: each.id, label: each.name }))}
          />
        )}
        <Refetching query={persons} label={t('sak.register.loading')} />
      </Group>
      {content()}
    </Stack>
  );
};
