import { formatDate, formatDateTime, type PsPersonView, SERVICE_LABELS } from '@granska/domain';
import { Alert, Badge, Button, Group, List, Loader, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import { ApiErrorAlert } from '../../../components/api-error-alert/api-error-alert';
import { Fact, Facts } from '../../../components/job/facts';
import { DataTable } from '../../../components/list/data-table';
import { ListFooter } from '../../../components/list/list-footer';
import { DangerModal } from '../../../components/modals';
import { BackLinkSection } from '../../../components/page-title/back-link-section';
import { SectionCard } from '../../../components/section-card/section-card';
import { currentLanguage } from '../../../i18n/i18n';
import { useDeletePerson, usePersonCard, useTags, useUpdatePerson } from '../api/sak-api';
import { usePsOrdersPage } from '../api/sak-orders-api';
import { newOrderPath, PORTAL_PATH } from '../paths';
import { useSakRights } from '../rights';
import { DeletesDocumentsItem, PersonDocuments } from './person-documents';
import { PersonForm } from './person-form';
import { PsOrdersTable } from './ps-orders-table';
import { ClassRenewals } from './renewals/class-renewals';
import { classStatusLabel, personStatusLabel } from './sak-labels';

/** The card's orders (the ones the user sees) and the services the user may order for the person. */
const PersonOrders = ({ personId }: { personId: string }) => {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const navigate = useNavigate();
  const rights = useSakRights();
  const [page, setPage] = useState(1);
  const orders = usePsOrdersPage({ status: null, personId, page }, { enabled: rights.orders });
  if (!rights.orders && rights.order.length === 0) return null;
  return (
    <SectionCard title={t('sak.card.orders')}>
      <Stack gap="sm">
        {rights.order.length > 0 && (
          <Group gap="xs">
            {rights.order.map((service) => (
              <Button
                key={service}
                variant="default"
                onClick={() => navigate(newOrderPath(personId, service))}
              >
                {t('sak.card.orderService', { service: SERVICE_LABELS[service][language] })}
              </Button>
            ))}
          </Group>
        )}
        {rights.orders &&
          (orders.isPending ? (
            <Loader size="sm" aria-label={t('sak.orders.loading')} />
          ) : orders.isError ? (
            <ApiErrorAlert error={orders.error} />
          ) : (
            <>
              <PsOrdersTable
                rows={orders.data.items}
                label={t('sak.card.orders')}
                empty={t('sak.card.noOrders')}
              />
              {orders.data.pages > 1 && (
                <ListFooter
                  total={t('sak.orders.total', { count: orders.data.total })}
                  list={orders.data}
                  onPage={setPage}
                />
              )}
            </>
          ))}
      </Stack>
    </SectionCard>
  );
};

type ClassHistoryRow = { key: string; securityClass: string; status: string; date: string };

const CardView = ({ card }: { card: PsPersonView }) => {
  const { t } = useTranslation();
  const rights = useSakRights();
  const tags = useTags({ enabled: rights.seeTags });
  const tagNames = card.tags.map((id) => tags.data?.find((tag) => tag.id === id)?.name).filter(Boolean);
  const history: ClassHistoryRow[] = card.securityClasses.flatMap((item) =>
    item.statusHistory.map((entry, index) => ({
      key: `${item.securityClass}-${index}`,
      securityClass: t('sak.securityClassNumber', { number: item.securityClass }),
      status: classStatusLabel(t, entry.status),
      date: formatDateTime(entry.dateCreated),
    })),
  );
  return (
    <Stack gap="lg">
      <Facts cols={3}>
        <Fact label={t('sak.card.personalNumber')}>{card.personalNumber}</Fact>
        <Fact label={t('sak.card.email')}>{card.email}</Fact>
        <Fact label={t('sak.card.phone')}>{card.phone}</Fact>
        <Fact label={t('sak.card.status')}>{personStatusLabel(t, card.status)}</Fact>
        <Fact label={t('sak.card.tags')}>{tagNames.join(', ') || t('sak.none')}</Fact>
        <Fact label={t('sak.card.modified')}>{formatDate(card.modified)}</Fact>
      </Facts>
      <SectionCard title={t('sak.card.securityClasses')}>
        <Stack gap="sm">
          <Group gap="xs">
            {card.securityClasses.length === 0 && <Text>{t('sak.card.noClasses')}</Text>}
            {card.securityClasses.map((item) => (
              <Badge key={item.securityClass} variant="light" color="gray" size="lg">
                {t('sak.securityClass', {
                  number: item.securityClass,
                  status: classStatusLabel(t, item.status),
                })}
              </Badge>
            ))}
          </Group>
          <ClassRenewals personId={card.id} />
          {history.length > 0 && (
            <DataTable<ClassHistoryRow>
              rows={history}
              rowKey={(row) => row.key}
              label={t('sak.card.classHistory')}
              empty={t('sak.none')}
              columns={[
                {
                  key: 'class',
                  header: t('sak.card.class'),
                  cell: (row) => row.securityClass,
                  rowHeader: true,
                },
                { key: 'status', header: t('sak.card.classStatus'), cell: (row) => row.status },
                { key: 'date', header: t('sak.card.classDate'), cell: (row) => row.date },
              ]}
            />
          )}
        </Stack>
      </SectionCard>
      <PersonOrders personId={card.id} />
      <SectionCard title={t('sak.card.notes')}>
        {card.notes.length === 0 ? (
          <Text>{t('sak.card.noNotes')}</Text>
        ) : (
          <List spacing="sm" aria-label={t('sak.card.notes')}>
            {card.notes.map((note) => (
              <List.Item key={`${note.date}-${note.text}`}>
                <Text span fw={note.flag ? 700 : 400}>
                  {note.flag ? `${t('sak.card.flagged')}: ` : ''}
                  {note.text}
                </Text>
                <Text size="sm" c="dimmed">
                  {note.author}, {formatDateTime(note.date)}
                </Text>
              </List.Item>
            ))}
          </List>
        )}
      </SectionCard>
      <PersonDocuments personId={card.id} />
    </Stack>
  );
};

/** `sak/persons/:id`: one person card; editing it and, for PSDeletePsPerson, deleting it after confirming. */
export const PersonPage = () => {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  const rights = useSakRights();
  const card = usePersonCard(id);
  const update = useUpdatePerson();
  const remove = useDeletePerson();
  const [editing, setEditing] = useState(false);
  const [notice, setNotice] = useState<string | null>(
    (location.state as { created?: boolean; notice?: string } | null)?.created
      ? t('sak.card.created')
      : ((location.state as { notice?: string } | null)?.notice ?? null),
  );
  const [confirming, setConfirming] = useState(false);

  const content = () => {
    if (card.isPending) return <Loader size="sm" aria-label={t('sak.card.loading')} />;
    if (card.isError) return <ApiErrorAlert error={card.error} />;
    const data = card.data;
    return (
      <Stack gap="lg">
        {notice && (
          <Alert color="green" role="status">
            {notice}
          </Alert>
        )}
        {editing ? (
          <PersonForm
            card={data}
            label={t('sak.card.editTitle')}
            submitLabel={t('sak.card.save')}
            saving={update.isPending}
            error={update.error}
            onCancel={() => setEditing(false)}
            onSubmit={(input, refused) =>
              update.mutate(
                { id: data.id, input },
                {
                  onSuccess: () => {
                    setEditing(false);
                    setNotice(t('sak.card.saved'));
                  },
                  onError: refused,
                },
              )
            }
          />
        ) : (
          <>
            <Group>
              <Button
                onClick={() => {
                  setNotice(null);
                  setEditing(true);
                }}
              >
                {t('sak.card.edit')}
              </Button>
              {rights.deletePerson && (
                <Button variant="default" color="red" onClick={() => setConfirming(true)}>
                  {t('sak.card.delete')}
                </Button>
              )}
            </Group>
            <CardView card={data} />
          </>
        )}
        <ApiErrorAlert error={remove.error} />
        <DangerModal
          opened={confirming}
          title={t('sak.card.deleteTitle', { name: data.name })}
          message={
            <Stack gap="xs">
              <Text>{t('sak.card.deleteIntro')}</Text>
              <List size="sm">
                <List.Item>{t('sak.card.deletesCard')}</List.Item>
                <List.Item>{t('sak.card.deletesNotes', { count: data.notes.length })}</List.Item>
                <List.Item>{t('sak.card.deletesClasses', { count: data.securityClasses.length })}</List.Item>
                <List.Item>{t('sak.card.deletesTags', { count: data.tags.length })}</List.Item>
                <DeletesDocumentsItem personId={data.id} />
              </List>
              <Text>{t('sak.card.deleteKeeps')}</Text>
            </Stack>
          }
          deleteLabel={t('sak.card.delete')}
          loading={remove.isPending}
          onCancel={() => setConfirming(false)}
          onDelete={() =>
            remove.mutate(data.id, {
              onSuccess: () => navigate(PORTAL_PATH),
              onError: () => setConfirming(false),
            })
          }
        />
      </Stack>
    );
  };

  return (
    <BackLinkSection
      title={card.data?.name ?? t('sak.card.title')}
      back={PORTAL_PATH}
      backLabel={t('sak.back')}
    >
      {content()}
    </BackLinkSection>
  );
};
