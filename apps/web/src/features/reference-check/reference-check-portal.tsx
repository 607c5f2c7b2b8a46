import { PortalRoutes } from '../../components/portal-page/portal-routes';
import { EditOrderPage, NewOrderPage } from './components/order-form-page';
import { OrderPage } from './components/order-page';
import { OrdersPage } from './components/orders-page';
import { ReferenceCheckNav } from './components/reference-check-nav';
import { SettingsPage } from './components/settings-page';
import { EditSurveyPage, NewSurveyPage } from './components/survey-editor-page';
import { SurveysPage } from './components/surveys-page';
import { PORTAL_PATH } from './paths';

/**
 * The customer's reference-check portal (spec §2 `reference-check`, ServiceReferenceCheck):
 * the orders at the portal itself, the order form, an order's page with its report, the questionnaire templates and
 * the customer admin's settings (docs/decisions/web-reference-check.md).
 */
export const ReferenceCheckPortal = () => (
  <PortalRoutes
    titleKey="referenceCheck.title"
    home={PORTAL_PATH}
    pages={{
      '': <OrdersPage />,
      new: <NewOrderPage />,
      'orders/:orderId': <OrderPage />,
      'orders/:orderId/edit': <EditOrderPage />,
      questionnaires: <SurveysPage />,
      'questionnaires/new': <NewSurveyPage />,
      'questionnaires/:surveyId': <EditSurveyPage />,
      settings: <SettingsPage />,
    }}
  >
    <ReferenceCheckNav />
  </PortalRoutes>
);
