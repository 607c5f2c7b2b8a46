import { QuestionnaireTemplatesPage } from '../../../../components/questionnaire';
import { ADMIN_QUESTIONNAIRES } from './paths';

/**
 * `/admin/questionnaires`: the public questionnaire templates every customer's orders may use
 * (read-only for them). The admin creates, edits and deletes them (after asking); orders keep their copies.
 */
export const PublicQuestionnairesPage = () => (
  <QuestionnaireTemplatesPage
    portal={ADMIN_QUESTIONNAIRES}
    titleId="admin-questionnaires-title"
    shows={(survey) => survey.publicSurvey === true}
    mayDelete={() => true}
  />
);
