import {
  archiveReferenceOrderEndpoint,
  copySurveyEndpoint,
  decryptReferenceEndpoint,
  decryptReferenceOrderEndpoint,
  deleteReferenceOrderEndpoint,
  deleteSurveyEndpoint,
  listReferenceOrdersEndpoint,
  populateReferenceEndpoint,
  populateReferenceOrderEndpoint,
  populateReferenceSettingsEndpoint,
  populateSurveyEndpoint,
  referenceBillingEndpoint,
  referenceDecryptedPdfEndpoint,
  referencePdfEndpoint,
  referenceRecipientsEndpoint,
  referenceReportEndpoint,
  reviewFraudSignalEndpoint,
  saveReferenceOrderEndpoint,
  saveReferenceSettingsEndpoint,
  saveSurveyEndpoint,
  sendReferenceOrderEndpoint,
} from '@granska/domain';
import type { FastifyPluginAsync } from 'fastify';
import type { FieldCrypto } from '../../platform/crypto/field-crypto';
import type { Database } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';
import { NOT_LOGGED_IN_MESSAGE } from '../../platform/http/caller';
import { addEndpoint } from '../../platform/http/endpoint-routes';
import { referenceOk } from '../../platform/http/envelopes';
import { reviewFraudSignal } from './fraud-signals.service';
import { populateLinkView } from './link-view';
import { referenceBilling } from './reference-billing';
import {
  archiveOrder,
  decryptOrder,
  decryptReferences,
  deleteOrder,
  listOrders,
  populateOrder,
  populateReferences,
  saveOrder,
  sendOrder,
} from './reference-orders.service';
import { referenceRecipients } from './reference-recipients';
import { decryptedOrderPdf, orderPdf, orderReport } from './reference-report';
import { populateSettings, saveSettings } from './settings.service';
import { copySurvey, deleteSurvey, populateSurveys, saveSurvey } from './surveys.service';

export interface ReferenceCustomerRouteOptions {
  db: Database;
  crypto: FieldCrypto;
  publicUrl: string;
}

/**
 * The customer's side of the reference service (/ref): questionnaires, orders, reports, settings and
 * billing. One `addEndpoint(app, contract, handler, { tags: ['reference-checks'] })` per contract of
 * packages/domain/src/api/reference-checks.ts; the handler unpacks and calls the service.
 */
export const referenceCustomerRoutes: FastifyPluginAsync<ReferenceCustomerRouteOptions> = async (
  app,
  { db, crypto, publicUrl },
) => {
  const tags = ['reference-checks'];
  const deps = { db, crypto, publicUrl };

  // Questionnaires.
  addEndpoint(
    app,
    populateSurveyEndpoint,
    async ({ body, context }) => referenceOk(await populateSurveys(db, context, body)),
    { tags },
  );
  addEndpoint(
    app,
    saveSurveyEndpoint,
    async ({ body, context }) => referenceOk(await saveSurvey(db, context, body)),
    { tags },
  );
  addEndpoint(
    app,
    deleteSurveyEndpoint,
    async ({ body, context }) => referenceOk(await deleteSurvey(db, context, body.id)),
    { tags },
  );
  addEndpoint(
    app,
    copySurveyEndpoint,
    async ({ body, context }) => referenceOk(await copySurvey(db, context, body)),
    { tags },
  );

  // Orders.
  addEndpoint(
    app,
    populateReferenceOrderEndpoint,
    async ({ body, context }) => {
      // A link's key: the candidate's or a referee's page (link-view.ts); else a customer user by id.
      if ('key' in body) return referenceOk(await populateLinkView(deps, context, body.key));
      const caller = 'caller' in context ? context.caller : undefined;
      if (!caller) throw AppError.unauthorized(NOT_LOGGED_IN_MESSAGE);
      return referenceOk(await populateOrder(deps, { ...context, caller }, body.id));
    },
    { tags },
  );
  addEndpoint(
    app,
    listReferenceOrdersEndpoint,
    async ({ body, context }) => {
      const { result, paging } = await listOrders(deps, context, body);
      return { ...referenceOk(result), paging };
    },
    { tags },
  );
  addEndpoint(
    app,
    saveReferenceOrderEndpoint,
    async ({ body, context }) => referenceOk(await saveOrder(deps, context, body)),
    { tags },
  );
  addEndpoint(
    app,
    deleteReferenceOrderEndpoint,
    async ({ body, context }) => referenceOk(await deleteOrder(deps, context, body.id)),
    { tags },
  );
  addEndpoint(
    app,
    sendReferenceOrderEndpoint,
    async ({ body, context }) => referenceOk(await sendOrder(deps, context, body.id)),
    { tags },
  );
  addEndpoint(
    app,
    archiveReferenceOrderEndpoint,
    async ({ body, context }) => referenceOk(await archiveOrder(deps, context, body.id)),
    { tags },
  );
  addEndpoint(
    app,
    decryptReferenceOrderEndpoint,
    async ({ body, context }) => referenceOk(await decryptOrder(deps, context, body.id)),
    { tags },
  );
  addEndpoint(
    app,
    referenceReportEndpoint,
    async ({ body, context }) => referenceOk(await orderReport(deps, context, body.id)),
    { tags },
  );
  addEndpoint(
    app,
    referencePdfEndpoint,
    async ({ body, context }) => referenceOk(await orderPdf(deps, context, body.id)),
    { tags },
  );
  addEndpoint(
    app,
    referenceDecryptedPdfEndpoint,
    async ({ body, context }) => referenceOk(await decryptedOrderPdf(deps, context, body.id)),
    { tags },
  );
  addEndpoint(
    app,
    reviewFraudSignalEndpoint,
    async ({ body, context }) => referenceOk(await reviewFraudSignal(deps, context, body)),
    { tags },
  );

  // References.
  addEndpoint(
    app,
    populateReferenceEndpoint,
    async ({ body, context }) => referenceOk(await populateReferences(deps, context, body)),
    { tags },
  );
  addEndpoint(
    app,
    decryptReferenceEndpoint,
    async ({ body, context }) => referenceOk(await decryptReferences(deps, context, body)),
    { tags },
  );

  // Settings and billing.
  addEndpoint(
    app,
    populateReferenceSettingsEndpoint,
    async ({ body, context }) => referenceOk(await populateSettings(db, context, body.customerId)),
    { tags },
  );
  addEndpoint(
    app,
    saveReferenceSettingsEndpoint,
    async ({ body, context }) => referenceOk(await saveSettings(db, context, body)),
    { tags },
  );
  addEndpoint(
    app,
    referenceRecipientsEndpoint,
    async ({ context }) => referenceOk(await referenceRecipients(db, context)),
    { tags },
  );
  addEndpoint(
    app,
    referenceBillingEndpoint,
    async ({ body, context }) => referenceOk(await referenceBilling(db, context, body)),
    { tags },
  );
};
