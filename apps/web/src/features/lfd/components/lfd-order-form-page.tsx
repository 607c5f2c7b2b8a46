import type { OrderView } from '@granska/domain';
import { Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { ApiErrorAlert } from '../../../components/api-error-alert/api-error-alert';
import { useSavedDialog } from '../../../components/modals';
import { BackLinkSection } from '../../../components/page-title/back-link-section';
import { useLfdOrderInit } from '../api/lfd-api';
import { orderPath, PORTAL_PATH } from '../paths';
import { useLfdRights } from '../rights';
import { LfdOrderForm } from './lfd-order-form';

/** `lfd/new`: the prescreen order form, for a user with LfdOrderer. */
export const NewLfdOrderPage = () => {
  const { t } = useTranslation();
  const rights = useLfdRights();
  const navigate = useNavigate();
  const init = useLfdOrderInit({ enabled: rights.order });
  const saved = useSavedDialog<OrderView>(
    { sent: t('lfd.form.sent'), sentMessage: t('lfd.form.sentMessage'), draftSaved: t('lfd.form.sent') },
    orderPath,
  );
  if (!rights.order) return <Navigate to={PORTAL_PATH} replace />;
  return (
    <BackLinkSection title={t('lfd.form.title')} back={PORTAL_PATH} backLabel={t('lfd.back')}>
      {init.isPending ? (
        <Loader size="sm" aria-label={t('lfd.form.loading')} />
      ) : init.isError ? (
        <ApiErrorAlert error={init.error} />
      ) : (
        <LfdOrderForm
          init={init.data}
          onSaved={(order) => saved.onSaved(order, true)}
          onCancel={() => navigate(PORTAL_PATH)}
        />
      )}
      {saved.dialog}
    </BackLinkSection>
  );
};
