// The questionnaire builder and the template calls, shared by the reference-check and admin portals.
export {
  EditQuestionnairePage,
  NewQuestionnairePage,
  type QuestionnairePortal,
} from './questionnaire-editor-pages';
export {
  QuestionnaireTemplatesPage,
  type TemplateActionOutcome,
} from './questionnaire-templates-page';
export { ReadOnlySurvey } from './read-only-survey';
export { SurveyForm } from './survey-form';
export { surveyRequest, surveyValues } from './survey-form-model';
export {
  copySurvey,
  questionnaireKeys,
  type SurveyWithId,
  useDeleteSurvey,
  useSaveSurvey,
  useSurvey,
  useSurveyTemplates,
} from './surveys-api';
