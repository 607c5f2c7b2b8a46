import {
  copySurveyEndpoint,
  deleteSurveyEndpoint,
  populateSurveyEndpoint,
  type SaveSurveyRequest,
  type Survey,
  saveSurveyEndpoint,
} from '@granska/domain';
import { useQuery } from '@tanstack/react-query';
import {
  callReferenceItem,
  callReferenceList,
  useReferenceItemQuery,
  useReferenceMutation,
} from '../../api/endpoint-hooks';
import type { ReferenceApi } from '../../api/reference-api';
import { useReferenceApi } from '../../api/use-api';

/**
 * The questionnaire templates' calls of the reference service (/survey*), shared by the customer's
 * portal (its own templates and the public ones, read-only) and the admin's (the public ones).
 */

/** Every query of the questionnaires sits under this root. */
export const questionnaireKeys = {
  templates: ['questionnaires', 'templates'] as const,
  survey: (surveyId: string) => ['questionnaires', 'survey', surveyId] as const,
};

/** A template or survey as the screens use it: with its id. */
export type SurveyWithId = Survey & { id: string };

const withId = (survey: Survey): survey is SurveyWithId => typeof survey.id === 'string';

/**
 * POST /survey/populate {classType: 'SurveyTemplate'}: the templates the caller may use, the customer's
 * own first, then the public ones (read-only for customers); for the admin, the public ones.
 */
export const useSurveyTemplates = ({ enabled }: { enabled: boolean }) => {
  const api = useReferenceApi();
  return useQuery({
    queryKey: questionnaireKeys.templates,
    queryFn: async ({ signal }) =>
      (
        await callReferenceList(api, populateSurveyEndpoint, { classType: 'SurveyTemplate' }, { signal })
      ).filter(withId),
    enabled,
  });
};

/** POST /survey/populate {id}: one template or survey. */
export const useSurvey = (surveyId: string, { enabled }: { enabled: boolean }) =>
  useReferenceItemQuery(
    questionnaireKeys.survey(surveyId),
    populateSurveyEndpoint,
    { id: surveyId },
    {
      enabled,
    },
  );

/** POST /survey: saves a template (a new one without id). */
export const useSaveSurvey = () =>
  useReferenceMutation(
    (api, body: SaveSurveyRequest) => callReferenceItem(api, saveSurveyEndpoint, body),
    (queryClient, survey) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: questionnaireKeys.templates }),
        survey.id ? queryClient.invalidateQueries({ queryKey: questionnaireKeys.survey(survey.id) }) : null,
      ]),
  );

/** POST /survey/delete {id}: the template goes; orders keep their own copies. */
export const useDeleteSurvey = () =>
  useReferenceMutation(
    (api, id: string) => callReferenceItem(api, deleteSurveyEndpoint, { id }),
    (queryClient) => queryClient.invalidateQueries({ queryKey: questionnaireKeys.templates }),
  );

/** POST /survey/copy {id, orderId?}: the template copied into the order's own questionnaire. */
export const copySurvey = (api: ReferenceApi, templateId: string, orderId?: string) =>
  callReferenceItem(api, copySurveyEndpoint, { id: templateId, ...(orderId ? { orderId } : {}) });
