import {
  type ClearanceSurveyView,
  clearanceSurveyEndpoint,
  collectClearanceSigningEndpoint,
  type SaveClearanceAnswersRequest,
  saveClearanceAnswersEndpoint,
  startClearanceSigningEndpoint,
  submitClearanceSurveyEndpoint,
} from '@granska/domain';
import { useQuery } from '@tanstack/react-query';
import { firstResult, type MainApi } from '../../../../api/main-api';
import { usePublicMainApi } from '../../../../api/use-public-main-api';
import { isInvalidLinkError } from '../../api/get-consent-page';

export const clearanceSurveyQueryKey = (surveyKey: string) =>
  ['external', 'clearance-survey', surveyKey] as const;

/** POST /clearance-survey/populate {surveyKey}: the survey behind the link. */
export const useClearanceSurvey = (surveyKey: string) => {
  const api = usePublicMainApi();
  return useQuery({
    queryKey: clearanceSurveyQueryKey(surveyKey),
    queryFn: async ({ signal }): Promise<ClearanceSurveyView> =>
      firstResult(
        await api.call(clearanceSurveyEndpoint, { body: { surveyKey }, signal }),
        clearanceSurveyEndpoint,
      ),
    // An unknown or closed link stays so; a failed connection gets the client's one retry.
    retry: (failures, error) => !isInvalidLinkError(error) && failures < 1,
  });
};

/** POST /clearance-survey/answers: the answers checked and saved ('Svar saknas' per question). */
export const saveClearanceAnswers = async (api: MainApi, body: SaveClearanceAnswersRequest) =>
  firstResult(await api.call(saveClearanceAnswersEndpoint, { body }), saveClearanceAnswersEndpoint);

/** POST /clearance-survey/submit: hands in answers that need no signature. */
export const submitClearanceSurvey = async (api: MainApi, surveyKey: string) =>
  firstResult(
    await api.call(submitClearanceSurveyEndpoint, { body: { surveyKey } }),
    submitClearanceSurveyEndpoint,
  );

/** POST /clearance-survey/bankid/sign. */
export const startClearanceSigning = async (api: MainApi, surveyKey: string, restart: boolean) =>
  firstResult(
    await api.call(startClearanceSigningEndpoint, { body: { surveyKey, restart } }),
    startClearanceSigningEndpoint,
  );

/** POST /clearance-survey/bankid/collect. */
export const collectClearanceSigning = async (
  api: MainApi,
  body: { surveyKey: string; orderRef: string; autoStarted: boolean },
  signal: AbortSignal,
) =>
  firstResult(
    await api.call(collectClearanceSigningEndpoint, { body, signal }),
    collectClearanceSigningEndpoint,
  );
