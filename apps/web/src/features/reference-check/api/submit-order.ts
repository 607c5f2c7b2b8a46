import type { ReferenceOrderView } from '@granska/domain';
import { useReferenceMutation } from '../../../api/endpoint-hooks';
import { copySurvey } from '../../../components/questionnaire';
import { type OrderFormValues, orderRequest } from '../components/order-form-model';
import { saveOrder, sendOrder } from './orders';
import { referenceCheckKeys } from './query-keys';

/**
 * What the form has already made on the server, so that a retry after a failure does not make it
 * twice: the draft's id, and the order's own questionnaire with the template it was copied from.
 */
export interface OrderProgress {
  orderId?: string;
  ownSurveyId?: string;
  copiedFrom?: string;
}

export interface SubmitOrderInput {
  values: OrderFormValues;
  send: boolean;
  /** Updated as each step succeeds (the form keeps it between attempts). */
  progress: OrderProgress;
}

/**
 * Saves the order and, for 'Skicka', sends it: a chosen template is first copied into the order's own
 * questionnaire (/survey/copy), the order saved with it (/order: CREATED), then sent (/order/send:
 * ORDERED).
 */
export const useSubmitOrder = () =>
  useReferenceMutation(
    async (api, { values, send, progress }: SubmitOrderInput): Promise<ReferenceOrderView> => {
      const chosen = values.surveyId.trim();
      let surveyId: string | undefined;
      if (chosen === '') surveyId = undefined;
      else if (chosen === progress.ownSurveyId || chosen === progress.copiedFrom)
        surveyId = progress.ownSurveyId;
      else {
        const copy = await copySurvey(api, chosen, progress.orderId);
        surveyId = copy.id;
        progress.ownSurveyId = copy.id;
        progress.copiedFrom = chosen;
      }
      const saved = await saveOrder(api, orderRequest(values, { id: progress.orderId, surveyId }));
      progress.orderId = saved.id;
      return send ? sendOrder(api, saved.id) : saved;
    },
    (queryClient, order) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: referenceCheckKeys.orders }),
        queryClient.invalidateQueries({ queryKey: referenceCheckKeys.order(order.id) }),
      ]),
  );
