import { useTranslation } from 'react-i18next';
import { Navigate, Route, Routes } from 'react-router';
import { PortalPage } from '../../components/portal-page/portal-page';
import { OrderDetailsPage } from './components/order-details-page';
import { EditOrderPage, NewOrderPage } from './components/order-form-page';
import { OrdersPage } from './components/orders-page';
import { PORTAL_PATH } from './paths';

/**
 * The customer's background-check portal (spec §2 `background-check`, ServiceBackgroundCheck): the
 * orders list at the portal itself, the order form, and one order's page.
 */
export const BackgroundCheckPortal = () => {
  const { t } = useTranslation();
  return (
    <PortalPage title={t('backgroundCheck.title')}>
      <Routes>
        <Route index element={<OrdersPage />} />
        <Route path="new" element={<NewOrderPage />} />
        <Route path="orders/:orderId" element={<OrderDetailsPage />} />
        <Route path="orders/:orderId/edit" element={<EditOrderPage />} />
        <Route path="*" element={<Navigate to={PORTAL_PATH} replace />} />
      </Routes>
    </PortalPage>
  );
};
