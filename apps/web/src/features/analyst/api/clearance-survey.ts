import { staffClearanceSurveyEndpoint } from '@granska/domain';
import { useItemQuery } from '../../../api/endpoint-hooks';
import { analystKeys } from './query-keys';

/** GET /jobs/{id}/clearance-survey: a security clearance's survey answers with their flags (audited). */
export const useClearanceSurveyAnswers = (jobId: string) =>
  useItemQuery(analystKeys.clearanceSurvey(jobId), staffClearanceSurveyEndpoint, { params: { id: jobId } });
