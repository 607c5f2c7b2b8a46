/** The admin's public questionnaire templates (spec issue 13: offered to every customer read-only). */
export const QUESTIONNAIRES_PATH = '/admin/questionnaires';
export const NEW_QUESTIONNAIRE_PATH = `${QUESTIONNAIRES_PATH}/new`;
export const questionnairePath = (surveyId: string) =>
  `${QUESTIONNAIRES_PATH}/${encodeURIComponent(surveyId)}`;

/** The admin's template pages, for the shared questionnaire pages (texts under admin.questionnaires). */
export const ADMIN_QUESTIONNAIRES = {
  listPath: QUESTIONNAIRES_PATH,
  newPath: NEW_QUESTIONNAIRE_PATH,
  pathOf: questionnairePath,
  texts: 'admin.questionnaires',
};
