import { type CandidateInfo, formatDate, type ReferenceOrderView } from '@granska/domain';
import { Anchor, Button, Text } from '@mantine/core';
import { IconEye, IconEyeOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '../../../components/api-error-alert/api-error-alert';
import { Fact, Facts } from '../../../components/job/facts';
import { SectionCard } from '../../../components/section-card/section-card';
import { useDecryptReferenceOrder } from '../api/orders';
import { useReferenceCheckRights } from '../rights';

/** The order's own facts: the position, the counts, how the candidate and referees are verified. */
export const OrderFactsCard = ({ order }: { order: ReferenceOrderView }) => {
  const { t } = useTranslation();
  const none = t('referenceCheck.none');
  const yesNo = (value: boolean | undefined) => (value ? t('referenceCheck.yes') : t('referenceCheck.no'));
  return (
    <SectionCard title={t('referenceCheck.order.facts')}>
      <Facts cols={3}>
        <Fact label={t('referenceCheck.form.company')}>
          {order.company || none}
          {order.companyHidden ? ` ${t('referenceCheck.order.companyHidden')}` : ''}
        </Fact>
        <Fact label={t('referenceCheck.form.position')}>{order.position || none}</Fact>
        <Fact label={t('referenceCheck.order.orderDate')}>
          {order.orderDate ? formatDate(order.orderDate) : none}
        </Fact>
        <Fact label={t('referenceCheck.form.positionURL')}>
          {order.positionURL ? (
            <Anchor href={order.positionURL} target="_blank" rel="noreferrer noopener" size="sm">
              {order.positionURL}
            </Anchor>
          ) : (
            none
          )}
        </Fact>
        <Fact label={t('referenceCheck.order.referenceCount')}>
          {t('referenceCheck.order.between', { min: order.minReferences, max: order.maxReferences })}
        </Fact>
        <Fact label={t('referenceCheck.order.verification')}>
          {order.noVerification ? t('referenceCheck.order.noVerification') : t('referenceCheck.order.bankId')}
        </Fact>
        <Fact label={t('referenceCheck.form.recipients')}>
          {order.recipientEmails?.length ? order.recipientEmails.join(', ') : none}
        </Fact>
        <Fact label={t('referenceCheck.form.signatureHidden')}>{yesNo(order.signatureHidden)}</Fact>
        <Fact label={t('referenceCheck.order.archived')}>
          {order.archived ? formatDate(order.archived) : t('referenceCheck.no')}
        </Fact>
        <Fact label={t('referenceCheck.form.description')}>{order.description || none}</Fact>
      </Facts>
    </SectionCard>
  );
};

/**
 * The candidate: personal details stay encrypted until the user asks ('Visa personuppgifter',
 * /order/decrypt, each read audited); 'Dölj personuppgifter' forgets them again.
 */
export const CandidateCard = ({ order }: { order: ReferenceOrderView }) => {
  const { t } = useTranslation();
  const rights = useReferenceCheckRights();
  const decrypt = useDecryptReferenceOrder();
  const [candidate, setCandidate] = useState<CandidateInfo | null>(null);
  const none = t('referenceCheck.none');

  return (
    <SectionCard
      title={t('referenceCheck.order.candidate')}
      action={
        rights.decryptOrder &&
        (candidate ? (
          <Button
            variant="default"
            leftSection={<IconEyeOff size={16} aria-hidden />}
            onClick={() => setCandidate(null)}
          >
            {t('referenceCheck.order.hideCandidate')}
          </Button>
        ) : (
          <Button
            variant="default"
            leftSection={<IconEye size={16} aria-hidden />}
            loading={decrypt.isPending}
            onClick={() =>
              decrypt.mutate(order.id, { onSuccess: (clear) => setCandidate(clear.candidateInfo) })
            }
          >
            {t('referenceCheck.order.showCandidate')}
          </Button>
        ))
      }
    >
      <ApiErrorAlert error={decrypt.error} />
      {candidate ? (
        <Facts cols={3}>
          <Fact label={t('referenceCheck.order.name')}>{candidate.name || none}</Fact>
          <Fact label={t('referenceCheck.order.email')}>{candidate.email || none}</Fact>
          <Fact label={t('referenceCheck.order.phone')}>{candidate.phone || none}</Fact>
          <Fact label={t('referenceCheck.order.ssn')}>{candidate.ssn || none}</Fact>
          <Fact label={t('referenceCheck.order.signedName')}>{candidate.signedName || none}</Fact>
        </Facts>
      ) : (
        <Text size="sm" c="dimmed">
          {t(rights.decryptOrder ? 'referenceCheck.order.encrypted' : 'referenceCheck.order.noDecrypt')}
        </Text>
      )}
    </SectionCard>
  );
};
