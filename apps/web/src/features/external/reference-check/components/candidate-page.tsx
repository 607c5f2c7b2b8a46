import {
  candidateAuthEndpoint,
  deleteReferenceEndpoint,
  REFERENCE_STATE_LABELS,
  type ReferenceLinkView,
  type ReferenceView,
  saveCandidateEndpoint,
  saveReferenceEndpoint,
  sendReferencesEndpoint,
  validateReferencePerson,
} from '@granska/domain';
import { Alert, Button, Card, Group, List, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { callReferenceItem } from '../../../../api/endpoint-hooks';
import { usePublicReferenceApi } from '../../../../api/use-public-reference-api';
import { currentLanguage } from '../../../../i18n/i18n';
import { useReferenceLink, useRefreshLink } from '../api/reference-link';
import { useReferenceBankId } from '../hooks/use-reference-bankid';
import { Notice, useErrorText, WithLinkView } from './link-states';
import { OrderDetails } from './order-details';
import { ReferenceBankIdPanel } from './reference-bankid-panel';

const EMPTY_REFEREE = { name: '', relationship: '', email: '', phone: '' };
type RefereeFields = typeof EMPTY_REFEREE;

/** The candidate's nominations: the list, the form for one more, and sending them. */
const Nominations = ({ linkKey, view }: { linkKey: string; view: ReferenceLinkView }) => {
  const { t } = useTranslation();
  const api = usePublicReferenceApi();
  const refresh = useRefreshLink(linkKey);
  const [referee, setReferee] = useState<RefereeFields>(EMPTY_REFEREE);
  const errorText = useErrorText();
  const [refusal, setRefusal] = useState<string | null>(null);
  const action = useMutation({ mutationFn: (call: () => Promise<unknown>) => call(), onSuccess: refresh });
  const run = (call: () => Promise<unknown>, onSuccess?: () => void) => {
    setRefusal(null);
    action.mutate(call, onSuccess ? { onSuccess } : {});
  };
  const error = refusal ? errorText(refusal) : action.error && errorText(action.error);
  const busy = action.isPending;
  const references = view.references;
  const count = references.length;
  const canAdd = count < view.maxReferences;
  const canSend = count >= view.minReferences && count <= view.maxReferences;

  const add = (event: FormEvent) => {
    event.preventDefault();
    const invalid = validateReferencePerson(referee);
    if (invalid) setRefusal(invalid);
    else
      run(
        () => callReferenceItem(api, saveReferenceEndpoint, { key: linkKey, referenceInfo: referee }),
        () => setReferee(EMPTY_REFEREE),
      );
  };

  const field = (name: keyof RefereeFields, type = 'text') => (
    <TextInput
      label={t(`external.reference.candidate.fields.${name}`)}
      type={type}
      value={referee[name]}
      maxLength={name === 'phone' ? 20 : 200}
      onChange={(event) => setReferee({ ...referee, [name]: event.currentTarget.value })}
      {...(name === 'phone' ? { description: t('external.reference.candidate.phoneHint') } : {})}
    />
  );

  return (
    <Card withBorder padding="lg">
      <Stack>
        <Title order={2}>{t('external.reference.candidate.nominateHeading')}</Title>
        <Text>
          {t('external.reference.candidate.howMany', { min: view.minReferences, max: view.maxReferences })}
        </Text>
        {count > 0 && (
          <List spacing="xs" listStyleType="none" aria-label={t('external.reference.candidate.listLabel')}>
            {references.map((reference: ReferenceView) => (
              <List.Item key={reference.id}>
                <Group justify="space-between" wrap="wrap">
                  <Text>
                    {reference.referenceInfo?.name} ({reference.referenceInfo?.relationship}),{' '}
                    {reference.referenceInfo?.email}, {reference.referenceInfo?.phone}
                  </Text>
                  <Button
                    variant="subtle"
                    color="red"
                    disabled={busy}
                    aria-label={t('external.reference.candidate.remove', {
                      name: reference.referenceInfo?.name,
                    })}
                    onClick={() =>
                      void run(() =>
                        callReferenceItem(api, deleteReferenceEndpoint, { key: linkKey, id: reference.id }),
                      )
                    }
                  >
                    {t('external.reference.candidate.removeShort')}
                  </Button>
                </Group>
              </List.Item>
            ))}
          </List>
        )}
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        {canAdd && (
          <form onSubmit={add} noValidate>
            <Stack gap="sm">
              {field('name')}
              {field('relationship')}
              {field('email', 'email')}
              {field('phone', 'tel')}
              <Group>
                <Button type="submit" variant="light" loading={busy}>
                  {t('external.reference.candidate.add')}
                </Button>
              </Group>
            </Stack>
          </form>
        )}
        <Group justify="flex-end">
          <Button
            disabled={!canSend || busy}
            onClick={() => run(() => callReferenceItem(api, sendReferencesEndpoint, { key: linkKey }))}
          >
            {t('external.reference.candidate.send')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
};

const Sent = ({ view }: { view: ReferenceLinkView }) => {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  return (
    <Card withBorder padding="lg">
      <Stack gap="xs">
        <Title order={2}>{t('external.reference.candidate.sentHeading')}</Title>
        <Text>{t('external.reference.candidate.sentText')}</Text>
        <List spacing="xs">
          {view.references.map((reference) => (
            <List.Item key={reference.id}>
              {reference.referenceInfo?.name}:{' '}
              {reference.state ? REFERENCE_STATE_LABELS[reference.state][language] : ''}
            </List.Item>
          ))}
        </List>
      </Stack>
    </Card>
  );
};

const Candidate = ({ linkKey, view }: { linkKey: string; view: ReferenceLinkView }) => {
  const { t } = useTranslation();
  const api = usePublicReferenceApi();
  const refresh = useRefreshLink(linkKey);
  const { bankId, start, cancel } = useReferenceBankId(api, linkKey, refresh);
  const errorText = useErrorText();
  const confirm = useMutation({
    mutationFn: () => callReferenceItem(api, saveCandidateEndpoint, { key: linkKey }),
    onSuccess: refresh,
  });
  const authenticate = () => start(() => callReferenceItem(api, candidateAuthEndpoint, { key: linkKey }));

  if (bankId.step !== 'idle') {
    return (
      <ReferenceBankIdPanel
        title={t('external.reference.candidate.bankIdTitle')}
        bankId={bankId}
        onCancel={cancel}
        onRetry={() => void authenticate()}
      />
    );
  }
  const content = (() => {
    if (view.orderState === 'DONE' || view.orderState === 'TIMEOUT') {
      return (
        <Notice title={t('external.reference.closed.title')} text={t('external.reference.closed.text')} />
      );
    }
    if (view.orderState === 'SURVEYING') return <Sent view={view} />;
    if (!view.verified) {
      return (
        <Card withBorder padding="lg">
          <Stack gap="sm" align="flex-start">
            <Text>
              {view.noVerification
                ? t('external.reference.candidate.confirmIntro')
                : t('external.reference.candidate.bankIdIntro')}
            </Text>
            {confirm.error && (
              <Alert color="red" role="alert">
                {errorText(confirm.error)}
              </Alert>
            )}
            {view.noVerification ? (
              <Button loading={confirm.isPending} onClick={() => confirm.mutate()}>
                {t('external.reference.candidate.confirm')}
              </Button>
            ) : (
              <Button onClick={() => void authenticate()}>
                {t('external.reference.candidate.identify')}
              </Button>
            )}
          </Stack>
        </Card>
      );
    }
    return <Nominations linkKey={linkKey} view={view} />;
  })();
  return (
    <Stack>
      <OrderDetails view={view} />
      {content}
    </Stack>
  );
};

/** The candidate's page (`/cre/candidate/:key`): who asks, BankID, and the referees they nominate. */
export const CandidatePage = () => {
  const { linkKey = '' } = useParams();
  const query = useReferenceLink(linkKey);
  return <WithLinkView query={query}>{(view) => <Candidate linkKey={linkKey} view={view} />}</WithLinkView>;
};
