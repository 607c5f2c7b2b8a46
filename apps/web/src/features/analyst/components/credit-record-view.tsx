import {
  type CreditClaim,
  type CreditInformationPerson,
  formatAmount,
  formatDate,
  GENDER_LABELS,
} from '@granska/domain';
import { Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Fact, Facts } from '../../../components/job/facts';
import { currentLanguage } from '../../../i18n/i18n';

/** A date as written: a bare day stays as it is, a timestamp becomes its Stockholm day. */
export const dayText = (value: string | undefined): string =>
  !value ? '' : /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : formatDate(value);

type Row = Record<string, unknown>;
type Column = { key: string; kind?: 'amount' | 'date' };

const CLAIM_COLUMNS: Column[] = [
  { key: 'date', kind: 'date' },
  { key: 'amount', kind: 'amount' },
  { key: 'creditor' },
  { key: 'caseNumber' },
  { key: 'settledDate', kind: 'date' },
];

/** The sub-lists of the person record (spec §3) and the columns each is shown with. */
const LISTS: { list: keyof CreditInformationPerson; columns: Column[] }[] = [
  {
    list: 'addressHistory',
    columns: [
      { key: 'address' },
      { key: 'zip' },
      { key: 'town' },
      { key: 'from', kind: 'date' },
      { key: 'to', kind: 'date' },
    ],
  },
  {
    list: 'companyEngagements',
    columns: [
      { key: 'orgNo' },
      { key: 'companyName' },
      { key: 'role' },
      { key: 'companyStatus' },
      { key: 'from', kind: 'date' },
      { key: 'to', kind: 'date' },
    ],
  },
  {
    list: 'propertyDetails',
    columns: [
      { key: 'designation' },
      { key: 'municipality' },
      { key: 'share' },
      { key: 'taxValue', kind: 'amount' },
      { key: 'acquired', kind: 'date' },
    ],
  },
  {
    list: 'extendedPropertyDetails',
    columns: [
      { key: 'designation' },
      { key: 'propertyType' },
      { key: 'area' },
      { key: 'taxValue', kind: 'amount' },
      { key: 'assessmentYear' },
      { key: 'mortgageSum', kind: 'amount' },
      { key: 'owners' },
    ],
  },
  { list: 'distraintClaims', columns: CLAIM_COLUMNS },
  { list: 'historicalDebt', columns: CLAIM_COLUMNS },
  { list: 'privateClaims', columns: CLAIM_COLUMNS },
  { list: 'publicClaims', columns: CLAIM_COLUMNS },
];

const cellText = (row: Row, column: Column): string => {
  const value = row[column.key];
  if (value === undefined || value === null || value === '') return '–';
  if (column.kind === 'amount' && typeof value === 'number') return formatAmount(value);
  if (column.kind === 'date' && typeof value === 'string') return dayText(value);
  return String(value);
};

const ListTable = ({ list, columns, rows }: { list: string; columns: Column[]; rows: readonly Row[] }) => {
  const { t } = useTranslation();
  const label = t(`analyst.credit.list.${list}`);
  return (
    <Stack gap={4}>
      <Title order={4} size="h6">
        {label}
      </Title>
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('analyst.credit.list.empty')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table aria-label={label} striped>
            <Table.Thead>
              <Table.Tr>
                {columns.map((column) => (
                  <Table.Th scope="col" key={column.key}>
                    {t(`analyst.credit.column.${column.key}`)}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: provider rows have no id; the list is read-only
                <Table.Tr key={index}>
                  {columns.map((column) => (
                    <Table.Td key={column.key}>{cellText(row, column)}</Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
};

const claimSum = (claims: readonly CreditClaim[] | undefined) =>
  (claims ?? []).reduce((total, claim) => total + (claim.amount ?? 0), 0);

/** The credit-information person record (spec §3), every part the level included, readable. */
export const CreditRecordView = ({ person }: { person: CreditInformationPerson }) => {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const none = t('analyst.none');
  const yesNo = (value: boolean | undefined) =>
    value === undefined ? none : value ? t('analyst.base.yes') : t('analyst.base.no');
  const count = (amount: number | undefined, sum: number | undefined) =>
    amount
      ? t('analyst.credit.summary.count', { count: amount, sum: formatAmount(sum ?? 0) })
      : t('analyst.credit.summary.none');
  const hasEconomy =
    person.paymentRemarks !== undefined || person.scoring !== undefined || person.incomes !== undefined;
  const field = (key: string) => t(`analyst.credit.fields.${key}`);

  return (
    <Stack gap="md">
      <Paper withBorder p="md" component="section" aria-label={t('analyst.credit.identity')}>
        <Title order={3} size="h5" mb="sm">
          {t('analyst.credit.identity')}
        </Title>
        <Facts>
          <Fact label={field('personalNumber')}>{person.personalNumber}</Fact>
          <Fact label={field('name')}>
            {[person.firstNames ?? person.givenName, person.lastName].filter(Boolean).join(' ') || none}
          </Fact>
          <Fact label={field('address')}>
            {[person.coAddress, person.address, [person.zip, person.town].filter(Boolean).join(' ')]
              .filter(Boolean)
              .join('\n') || none}
          </Fact>
          <Fact label={field('county')}>{person.county ?? none}</Fact>
          <Fact label={field('community')}>{person.community ?? none}</Fact>
          <Fact label={field('gender')}>{person.gender ? GENDER_LABELS[person.gender][language] : none}</Fact>
          <Fact label={field('age')}>{person.age ?? none}</Fact>
          <Fact label={field('civilState')}>{person.civilState ?? none}</Fact>
          <Fact label={field('guardians')}>
            {person.guardians && person.guardians.length > 0
              ? person.guardians.map((guardian) => guardian.name ?? guardian.personalNumber).join(', ')
              : t('analyst.credit.summary.none')}
          </Fact>
          <Fact label={field('protectedIdentity')}>{yesNo(person.protectedIdentity)}</Fact>
          <Fact label={field('emigrated')}>
            {person.emigrated && person.emigrationDate
              ? t('analyst.credit.summary.yesSince', { date: dayText(person.emigrationDate) })
              : yesNo(person.emigrated)}
          </Fact>
        </Facts>
      </Paper>

      {hasEconomy && (
        <Paper withBorder p="md" component="section" aria-label={t('analyst.credit.economy')}>
          <Title order={3} size="h5" mb="sm">
            {t('analyst.credit.economy')}
          </Title>
          <Stack gap="md">
            <Facts>
              <Fact label={field('bankruptcy')}>
                {person.bankruptcy?.hasBankruptcy
                  ? t('analyst.credit.summary.yesSince', { date: dayText(person.bankruptcy.date) })
                  : yesNo(person.bankruptcy?.hasBankruptcy)}
              </Fact>
              {person.bankruptcy?.administrator && (
                <Fact label={field('bankruptcyAdministrator')}>
                  {[
                    person.bankruptcy.administrator.name,
                    person.bankruptcy.administrator.phone,
                    person.bankruptcy.administrator.email,
                    person.bankruptcy.administrator.address,
                  ]
                    .filter(Boolean)
                    .join('\n')}
                </Fact>
              )}
              <Fact label={field('debtRelief')}>
                {person.debtRelief?.hasDebtRelief
                  ? t('analyst.credit.summary.period', {
                      from: dayText(person.debtRelief.startDate),
                      to: dayText(person.debtRelief.endDate),
                    })
                  : yesNo(person.debtRelief?.hasDebtRelief)}
              </Fact>
              <Fact label={field('paymentRemarks')}>
                {count(person.paymentRemarks?.count, person.paymentRemarks?.sum)}
              </Fact>
              <Fact label={field('amal')}>
                {count(
                  person.paymentRemarks?.amalCount,
                  person.paymentRemarks?.amalSum ?? claimSum(person.publicClaims),
                )}
              </Fact>
              <Fact label={field('emal')}>
                {count(
                  person.paymentRemarks?.emalCount,
                  person.paymentRemarks?.emalSum ?? claimSum(person.privateClaims),
                )}
              </Fact>
              <Fact label={field('scoring')}>
                {person.scoring
                  ? t('analyst.credit.summary.score', {
                      score: person.scoring.score ?? none,
                      riskClass: person.scoring.riskClass ?? none,
                      probability: person.scoring.probabilityOfDefault ?? none,
                    })
                  : none}
              </Fact>
              <Fact label={field('properties')}>
                {person.properties?.count
                  ? t('analyst.credit.summary.taxValue', {
                      count: person.properties.count,
                      sum: formatAmount(person.properties.totalTaxValue ?? 0),
                    })
                  : t('analyst.credit.summary.none')}
              </Fact>
              <Fact label={field('mortgages')}>{count(person.mortgages?.count, person.mortgages?.sum)}</Fact>
              <Fact label={field('applicationCounts')}>
                {person.applicationCounts
                  ? [
                      `${field('last3Months')}: ${person.applicationCounts.last3Months ?? none}`,
                      `${field('last12Months')}: ${person.applicationCounts.last12Months ?? none}`,
                      `${field('total')}: ${person.applicationCounts.total ?? none}`,
                    ].join('\n')
                  : none}
              </Fact>
            </Facts>
            {person.incomes && person.incomes.length > 0 && (
              <Table aria-label={field('incomes')}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">{field('year')}</Table.Th>
                    <Table.Th scope="col">{field('income')}</Table.Th>
                    <Table.Th scope="col">{field('capitalIncome')}</Table.Th>
                    <Table.Th scope="col">{field('tax')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {person.incomes.map((income) => (
                    <Table.Tr key={income.year}>
                      <Table.Th scope="row">{income.year}</Table.Th>
                      <Table.Td>{formatAmount(income.income ?? 0)}</Table.Td>
                      <Table.Td>{formatAmount(income.capitalIncome ?? 0)}</Table.Td>
                      <Table.Td>{formatAmount(income.tax ?? 0)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            )}
          </Stack>
        </Paper>
      )}

      {LISTS.some(({ list }) => person[list] !== undefined) && (
        <Paper withBorder p="md" component="section" aria-label={t('analyst.credit.lists')}>
          <Title order={3} size="h5" mb="sm">
            {t('analyst.credit.lists')}
          </Title>
          <Stack gap="md">
            {LISTS.filter(({ list }) => Array.isArray(person[list])).map(({ list, columns }) => (
              <ListTable key={list} list={list} columns={columns} rows={person[list] as Row[]} />
            ))}
          </Stack>
        </Paper>
      )}
    </Stack>
  );
};
