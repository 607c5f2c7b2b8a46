import {
  BILLING_MESSAGES,
  type BillingLine,
  type BillingReport,
  BillingRequest,
  formatAmount,
  formatDate,
  fromStockholm,
  SERVICE_LABELS,
  shortId,
  toStockholm,
} from '@granska/domain';
import { Button, Group, Loader, SimpleGrid, Stack, Table, Text, TextInput } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '../../../components/api-error-alert/api-error-alert';
import { fieldErrorsOf } from '../../../components/form';
import { DataTable } from '../../../components/list/data-table';
import { useListParams } from '../../../components/list/use-list-params';
import { PageHeading } from '../../../components/page-title/page-heading';
import { currentLanguage } from '../../../i18n/i18n';
import { useBilling } from '../api/get-billing';
import { type BillingCsvTexts, billingCsv, billingCsvFileName } from './billing-csv';
import { CustomerSelect } from './customer-select';

type Field = 'startDate' | 'endDate';

/** The domain's refusals (BILLING_MESSAGES) as this page's keys, so they follow the admin's language. */
const INVALID_DATE_KEYS: Readonly<Record<Field, string>> = {
  startDate: 'admin.billing.errors.invalidStartDate',
  endDate: 'admin.billing.errors.invalidEndDate',
};

/** Invoices are made for the month before: its first and last Stockholm day. */
const previousMonth = (now: Date) => {
  const { year, month } = toStockholm(now);
  return {
    startDate: formatDate(fromStockholm(year, month - 1, 1, 12)),
    endDate: formatDate(fromStockholm(year, month, 0, 12)),
  };
};

const download = (fileName: string, content: string) => {
  const url = URL.createObjectURL(new Blob([content], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
};

/** The report asked for, from the address: a link and a reload show it again. */
const requestOf = (filters: Record<'customer' | 'startDate' | 'endDate', string | null>) => {
  const parsed = BillingRequest.safeParse({
    customerID: filters.customer ?? '',
    startDate: filters.startDate ?? '',
    endDate: filters.endDate ?? '',
  });
  return parsed.success ? parsed.data : null;
};

/**
 * The admin's billing report (spec §7 POST /billing/customer): a customer and a period of Stockholm
 * days, the billed jobs with their cost, discount and amount, the totals, and the same as CSV. The
 * report shown lives in the address (useListParams).
 */
export const BillingPage = () => {
  const { t } = useTranslation();
  const params = useListParams({ customer: 'any', startDate: 'any', endDate: 'any' });
  const request = requestOf(params.filters);
  const [customerId, setCustomerId] = useState<string | null>(() => request?.customerID ?? null);
  const [period, setPeriod] = useState(() =>
    request ? { startDate: request.startDate, endDate: request.endDate } : previousMonth(new Date()),
  );
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const report = useBilling(request);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = BillingRequest.safeParse({ ...period, customerID: customerId ?? '' });
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const [field, message] of Object.entries(fieldErrorsOf(parsed.error.issues))) {
        if (field === 'startDate' || field === 'endDate') {
          found[field] = t(
            message === BILLING_MESSAGES.endBeforeStart
              ? 'admin.billing.errors.endBeforeStart'
              : INVALID_DATE_KEYS[field],
          );
        }
      }
      setErrors(found);
      return;
    }
    setErrors({});
    params.setFilters({
      customer: parsed.data.customerID,
      startDate: parsed.data.startDate,
      endDate: parsed.data.endDate,
    });
  };

  const setDate = (field: 'startDate' | 'endDate') => (event: { currentTarget: HTMLInputElement }) => {
    const { value } = event.currentTarget;
    setPeriod((current) => ({ ...current, [field]: value }));
  };

  return (
    <Stack component="section" aria-labelledby="admin-billing-title">
      <PageHeading id="admin-billing-title">{t('admin.billing.title')}</PageHeading>
      <form onSubmit={submit} noValidate>
        <Stack>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <CustomerSelect
              label={t('admin.billing.customer')}
              placeholder={t('admin.billing.chooseCustomer')}
              by="id"
              value={customerId}
              onChange={(id) => setCustomerId(id)}
            />
            {(['startDate', 'endDate'] as const).map((field) => (
              <TextInput
                key={field}
                type="date"
                label={t(`admin.billing.${field}`)}
                value={period[field]}
                onChange={setDate(field)}
                error={errors[field]}
              />
            ))}
          </SimpleGrid>
          <Group>
            <Button type="submit" disabled={customerId === null}>
              {t('admin.billing.show')}
            </Button>
          </Group>
        </Stack>
      </form>
      {request === null ? (
        <Text c="dimmed">{t('admin.billing.noRequest')}</Text>
      ) : report.isPending ? (
        <Loader size="sm" aria-label={t('admin.billing.loading')} />
      ) : report.error ? (
        <ApiErrorAlert error={report.error} />
      ) : (
        <BillingTable report={report.data} fetching={report.isFetching} />
      )}
    </Stack>
  );
};

/** The amounts of a line, in the table's last columns and summed in its footer. */
const AMOUNTS = ['cost', 'discount', 'amount'] as const;

/** An order's or job's id, short, with the whole id as its title. */
const ShortId = ({ id }: { id: string }) => (
  <Text span inherit ff="monospace" title={id}>
    {shortId(id)}
  </Text>
);

const BillingTable = ({ report, fetching }: { report: BillingReport; fetching: boolean }) => {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const { currency } = report;
  const headers: BillingCsvTexts['headers'] = {
    orderDate: t('admin.billing.columns.orderDate'),
    orderId: t('admin.billing.columns.orderId'),
    jobId: t('admin.billing.columns.jobId'),
    service: t('admin.billing.columns.service'),
    costCenter: t('admin.billing.columns.costCenter'),
    invoiceCompany: t('admin.billing.columns.invoiceCompany'),
    cost: t('admin.billing.columns.cost', { currency }),
    discount: t('admin.billing.columns.discount', { currency }),
    amount: t('admin.billing.columns.amount', { currency }),
  };
  const total = t('admin.billing.total', { count: report.totals.count });
  const customer = `${report.customer.custNo} – ${report.customer.custName}`;

  const downloadCsv = () =>
    download(
      billingCsvFileName(report),
      billingCsv(report, { headers, total, service: (service) => SERVICE_LABELS[service][language] }),
    );

  return (
    <Stack>
      <Group justify="space-between">
        <Text>
          {t('admin.billing.discount', { percent: formatAmount(report.discountPercent) })}
          {fetching && <Loader size="xs" ml="sm" aria-label={t('admin.billing.loading')} />}
        </Text>
        <Button
          variant="light"
          leftSection={<IconDownload size={16} aria-hidden />}
          onClick={downloadCsv}
          disabled={report.lines.length === 0}
        >
          {t('admin.billing.download')}
        </Button>
      </Group>
      {report.referenceChecks && (
        <Text>{t('admin.billing.referenceChecks', { count: report.referenceChecks.count })}</Text>
      )}
      {report.lines.length === 0 ? (
        <Text c="dimmed">
          {t('admin.billing.empty', {
            customer,
            startDate: report.period.startDate,
            endDate: report.period.endDate,
          })}
        </Text>
      ) : (
        <DataTable
          rows={report.lines}
          rowKey={(line) => line.jobId}
          empty={null}
          minWidth={900}
          striped
          caption={t('admin.billing.caption', {
            customer,
            startDate: report.period.startDate,
            endDate: report.period.endDate,
          })}
          columns={[
            { key: 'orderDate', header: headers.orderDate, cell: (line) => formatDate(line.orderDate) },
            {
              key: 'orderId',
              header: headers.orderId,
              cell: (line) => <ShortId id={line.orderId} />,
            },
            {
              key: 'jobId',
              header: headers.jobId,
              rowHeader: true,
              cell: (line) => <ShortId id={line.jobId} />,
            },
            {
              key: 'service',
              header: headers.service,
              cell: (line) => SERVICE_LABELS[line.service][language],
            },
            { key: 'costCenter', header: headers.costCenter, cell: (line) => line.costCenter },
            { key: 'invoiceCompany', header: headers.invoiceCompany, cell: (line) => line.invoiceCompany },
            ...AMOUNTS.map((key) => ({
              key,
              header: headers[key],
              align: 'right' as const,
              cell: (line: BillingLine) => formatAmount(line[key]),
            })),
          ]}
          footer={
            <Table.Tr>
              <Table.Th scope="row" colSpan={6}>
                {total}
              </Table.Th>
              {AMOUNTS.map((key) => (
                <Table.Td key={key} ta="right" fw="bold">
                  {formatAmount(report.totals[key])}
                </Table.Td>
              ))}
            </Table.Tr>
          }
        />
      )}
    </Stack>
  );
};
