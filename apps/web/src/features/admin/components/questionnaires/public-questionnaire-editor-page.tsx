import {
  EditQuestionnairePage,
  NewQuestionnairePage,
  type QuestionnairePortal,
} from '../../../../components/questionnaire';
import { QUESTIONNAIRES_PATH } from './paths';

const ADMIN_QUESTIONNAIRES: QuestionnairePortal = {
  listPath: QUESTIONNAIRES_PATH,
  texts: 'admin.questionnaires',
};

/** `/admin/questionnaires/new`: a new public template. */
export const NewPublicQuestionnairePage = () => (
  <NewQuestionnairePage portal={ADMIN_QUESTIONNAIRES} publicSurvey />
);

/** `/admin/questionnaires/:surveyId`: a public template in the builder. */
export const EditPublicQuestionnairePage = () => <EditQuestionnairePage portal={ADMIN_QUESTIONNAIRES} />;
