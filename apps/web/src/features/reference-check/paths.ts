/** The portal's addresses (spec §2 `reference-check`), for links and navigation inside the feature. */
export const PORTAL_PATH = '/reference-check';
export const NEW_ORDER_PATH = `${PORTAL_PATH}/new`;
export const orderPath = (orderId: string) => `${PORTAL_PATH}/orders/${encodeURIComponent(orderId)}`;
export const editOrderPath = (orderId: string) => `${orderPath(orderId)}/edit`;
export const QUESTIONNAIRES_PATH = `${PORTAL_PATH}/questionnaires`;
export const NEW_QUESTIONNAIRE_PATH = `${QUESTIONNAIRES_PATH}/new`;
export const questionnairePath = (surveyId: string) =>
  `${QUESTIONNAIRES_PATH}/${encodeURIComponent(surveyId)}`;
export const SETTINGS_PATH = `${PORTAL_PATH}/settings`;

/** The customer's template pages, for the shared questionnaire pages (texts under referenceCheck.surveys). */
export const CUSTOMER_QUESTIONNAIRES = {
  listPath: QUESTIONNAIRES_PATH,
  newPath: NEW_QUESTIONNAIRE_PATH,
  pathOf: questionnairePath,
  texts: 'referenceCheck.surveys',
};
