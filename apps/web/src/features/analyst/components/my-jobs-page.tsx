import { JOB_STATE_LABELS, SERVICE_LABELS, type StaffJobListItem } from '@granska/domain';
import { Anchor, Center, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiErrorAlert } from '../../../components/api-error-alert/api-error-alert';
import { DeadlineText } from '../../../components/deadline-text/deadline-text';
import { Pager } from '../../../components/pager/pager';
import { currentLanguage } from '../../../i18n/i18n';
import { useMyJobs } from '../api/my-jobs';
import { jobPath } from '../paths';

const TITLE_ID = 'analyst-my-jobs-title';

const JobsTable = ({ jobs }: { jobs: readonly StaffJobListItem[] }) => {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  return (
    <Table.ScrollContainer minWidth={820}>
      <Table striped highlightOnHover aria-labelledby={TITLE_ID}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('analyst.myJobs.columns.person')}</Table.Th>
            <Table.Th scope="col">{t('analyst.myJobs.columns.ssn')}</Table.Th>
            <Table.Th scope="col">{t('analyst.myJobs.columns.service')}</Table.Th>
            <Table.Th scope="col">{t('analyst.myJobs.columns.customer')}</Table.Th>
            <Table.Th scope="col">{t('analyst.myJobs.columns.state')}</Table.Th>
            <Table.Th scope="col">{t('analyst.myJobs.columns.deadline')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {jobs.map((job) => (
            <Table.Tr key={job.id}>
              <Table.Th scope="row" fw="normal">
                <Anchor component={Link} to={jobPath(job.id)} size="sm">
                  {job.personName}
                </Anchor>
              </Table.Th>
              <Table.Td ff="monospace">{job.maskedSSN}</Table.Td>
              <Table.Td>{SERVICE_LABELS[job.service][language]}</Table.Td>
              <Table.Td>{job.customerName}</Table.Td>
              <Table.Td>{JOB_STATE_LABELS[job.currState][language]}</Table.Td>
              <Table.Td>
                <DeadlineText deadline={job.deadline} status={job.deadlineStatus} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
};

/**
 * 'Mina jobb': the jobs assigned to the analyst, nearest deadline first, 10 a page. The API pages by
 * keyset (nextToken), so the pager offers the pages seen so far and the next one.
 */
export const MyJobsPage = () => {
  const { t } = useTranslation();
  // tokens[n] fetches page n + 1; the first page needs none.
  const [tokens, setTokens] = useState<(string | null)[]>([null]);
  const [page, setPage] = useState(1);
  const jobs = useMyJobs(tokens[page - 1] ?? null);
  const nextToken = jobs.isPlaceholderData ? null : (jobs.data?.nextToken ?? null);

  useEffect(() => {
    if (nextToken && tokens.length === page) setTokens((known) => [...known, nextToken]);
  }, [nextToken, tokens.length, page]);

  return (
    <Stack gap="md">
      <Title order={2} id={TITLE_ID}>
        {t('analyst.myJobs.title')}
      </Title>
      {jobs.isPending ? (
        <Center py="lg">
          <Loader aria-label={t('analyst.myJobs.loading')} />
        </Center>
      ) : jobs.isError ? (
        <ApiErrorAlert error={jobs.error} />
      ) : jobs.data.jobs.length === 0 ? (
        <Text c="dimmed">{t('analyst.myJobs.empty')}</Text>
      ) : (
        <>
          <JobsTable jobs={jobs.data.jobs} />
          <Pager page={page} pages={tokens.length} onChange={setPage} />
        </>
      )}
    </Stack>
  );
};
