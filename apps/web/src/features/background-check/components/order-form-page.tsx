import { type OrderView, shortId } from '@granska/domain';
import { Alert, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router';
import { ApiErrorAlert } from '../../../components/api-error-alert/api-error-alert';
import { useSavedDialog } from '../../../components/modals';
import { BackLinkSection } from '../../../components/page-title/back-link-section';
import { useOrderInit } from '../api/order-init';
import { useOrder } from '../api/populate-order';
import { orderPath, PORTAL_PATH } from '../paths';
import { useBackgroundCheckRights } from '../rights';
import { OrderForm } from './order-form';
import { draftValues, newOrderValues } from './order-form-model';

/** After a save: the success dialog, then the order's page. */
const useOrderSaved = () => {
  const { t } = useTranslation();
  const texts = {
    sent: t('backgroundCheck.form.sent'),
    sentMessage: t('backgroundCheck.form.sentMessage'),
    draftSaved: t('backgroundCheck.form.draftSaved'),
  };
  return useSavedDialog<OrderView>(texts, orderPath);
};

/** `background-check/new`: the order form for a user with BKOrderer. */
export const NewOrderPage = () => {
  const { t } = useTranslation();
  const rights = useBackgroundCheckRights();
  const navigate = useNavigate();
  const init = useOrderInit({ enabled: rights.order });
  const saved = useOrderSaved();
  if (!rights.order) return <Navigate to={PORTAL_PATH} replace />;
  return (
    <BackLinkSection
      title={t('backgroundCheck.form.newTitle')}
      back={PORTAL_PATH}
      backLabel={t('backgroundCheck.back')}
    >
      {init.isPending ? (
        <Loader size="sm" aria-label={t('backgroundCheck.form.loading')} />
      ) : init.isError ? (
        <ApiErrorAlert error={init.error} />
      ) : (
        <OrderForm
          init={init.data}
          initialValues={newOrderValues(init.data)}
          onSaved={saved.onSaved}
          onCancel={() => navigate(PORTAL_PATH)}
        />
      )}
      {saved.dialog}
    </BackLinkSection>
  );
};

/** `background-check/orders/:orderId/edit`: a saved draft in the order form; saves with its id. */
export const EditOrderPage = () => {
  const { t } = useTranslation();
  const { orderId = '' } = useParams();
  const rights = useBackgroundCheckRights();
  const navigate = useNavigate();
  const order = useOrder(orderId);
  const init = useOrderInit({ enabled: rights.order });
  const saved = useOrderSaved();
  if (!rights.order) return <Navigate to={orderPath(orderId)} replace />;

  const content = () => {
    if (order.isPending || init.isPending) {
      return <Loader size="sm" aria-label={t('backgroundCheck.form.loading')} />;
    }
    if (order.isError) return <ApiErrorAlert error={order.error} />;
    if (init.isError) return <ApiErrorAlert error={init.error} />;
    // After a successful send the cached order is no longer a draft, but the form stays for the dialog.
    if (order.data.ordered && !saved.isSaved) {
      return <Alert color="yellow">{t('backgroundCheck.form.alreadySent')}</Alert>;
    }
    return (
      <OrderForm
        init={init.data}
        initialValues={draftValues(order.data)}
        draft={order.data}
        onSaved={saved.onSaved}
        onCancel={() => navigate(orderPath(orderId))}
      />
    );
  };

  return (
    <BackLinkSection
      title={t('backgroundCheck.form.editTitle', { id: shortId(orderId) })}
      back={orderPath(orderId)}
      backLabel={t('backgroundCheck.back')}
    >
      {content()}
      {saved.dialog}
    </BackLinkSection>
  );
};
