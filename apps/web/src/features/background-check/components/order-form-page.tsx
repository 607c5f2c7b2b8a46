import { type OrderView, shortId } from '@granska/domain';
import { Alert, Anchor, Loader, Stack } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { ApiErrorAlert } from '../../../components/api-error-alert/api-error-alert';
import { SuccessModal } from '../../../components/modals';
import { PageHeading } from '../../../components/page-title/page-heading';
import { useOrderInit } from '../api/order-init';
import { useOrder } from '../api/populate-order';
import { orderPath, PORTAL_PATH } from '../paths';
import { useBackgroundCheckRights } from '../rights';
import { OrderForm } from './order-form';
import { draftValues, newOrderValues } from './order-form-model';

const FormFrame = ({ title, back, children }: { title: string; back: string; children: ReactNode }) => {
  const { t } = useTranslation();
  return (
    <Stack component="section" aria-label={title} gap="md">
      <Anchor component={Link} to={back} size="sm">
        {t('backgroundCheck.back')}
      </Anchor>
      <PageHeading>{title}</PageHeading>
      {children}
    </Stack>
  );
};

/** After a save: the success dialog, then the order's page. */
const useSavedDialog = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [saved, setSaved] = useState<{ order: OrderView; sent: boolean } | null>(null);
  const dialog = (
    <SuccessModal
      opened={saved !== null}
      title={saved?.sent ? t('backgroundCheck.form.sent') : t('backgroundCheck.form.draftSaved')}
      message={saved?.sent ? t('backgroundCheck.form.sentMessage') : undefined}
      onClose={() => {
        if (saved) navigate(orderPath(saved.order.id));
      }}
    />
  );
  return {
    dialog,
    isSaved: saved !== null,
    onSaved: (order: OrderView, sent: boolean) => setSaved({ order, sent }),
  };
};

/** `background-check/new`: the order form for a user with BKOrderer. */
export const NewOrderPage = () => {
  const { t } = useTranslation();
  const rights = useBackgroundCheckRights();
  const navigate = useNavigate();
  const init = useOrderInit({ enabled: rights.order });
  const saved = useSavedDialog();
  if (!rights.order) return <Navigate to={PORTAL_PATH} replace />;
  return (
    <FormFrame title={t('backgroundCheck.form.newTitle')} back={PORTAL_PATH}>
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
    </FormFrame>
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
  const saved = useSavedDialog();
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
    <FormFrame
      title={t('backgroundCheck.form.editTitle', { id: shortId(orderId) })}
      back={orderPath(orderId)}
    >
      {content()}
      {saved.dialog}
    </FormFrame>
  );
};
