import { createHash, randomBytes } from 'node:crypto';
import type { LocalBankIdOrderRow } from './bankid.schema';
import type { CompletionData } from './bankid-api';

/** Every part of the local server's evidence says it is not BankID's. */
export const LOCAL_EVIDENCE_LABEL = 'Granska local BankID test server: NOT a real BankID signature';

const escapeXml = (value: string): string =>
  value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

const base64 = (text: string): string => Buffer.from(text, 'utf8').toString('base64');

const splitName = (name: string): { givenName: string; surname: string } => {
  const parts = name.trim().split(/\s+/);
  if (parts.length < 2) return { givenName: parts[0] ?? 'Test', surname: 'Testsson' };
  return { givenName: parts.slice(0, -1).join(' '), surname: parts.at(-1) ?? '' };
};

export interface LocalSigner {
  personalNumber: string;
  name: string;
}

/**
 * completionData shaped like BankID's (bankid.md): the signature is base64 of an XML signature document
 * whose signed data embeds userVisibleData and userNonVisibleData exactly as the relying party sent them
 * (base64), so the product's evidence handling is exercised; the OCSP response is a labelled fake.
 */
export const buildLocalCompletion = (
  order: LocalBankIdOrderRow,
  signer: LocalSigner,
  now: Date,
): CompletionData => {
  const request = order.request;
  const visible = typeof request.userVisibleData === 'string' ? request.userVisibleData : undefined;
  const nonVisible = typeof request.userNonVisibleData === 'string' ? request.userNonVisibleData : undefined;
  const ipAddress = order.endUserIp ?? '127.0.0.1';
  const uhi = createHash('sha1').update(`uhi:${signer.personalNumber}`).digest('base64');
  const functionName = order.kind === 'sign' ? 'Signing' : 'Identification';

  const signedData =
    '<bankIdSignedData xmlns="http://www.bankid.com/signature/v1.0.0/types" Id="bidSignedData">' +
    (visible === undefined
      ? ''
      : `<usrVisibleData charset="UTF-8" visible="wysiwys">${visible}</usrVisibleData>`) +
    (nonVisible === undefined ? '' : `<usrNonVisibleData>${nonVisible}</usrNonVisibleData>`) +
    `<srvInfo><nonce>${randomBytes(20).toString('base64')}</nonce></srvInfo>` +
    `<clientInfo><funcId>${functionName}</funcId><host><hostName>granska-local-bankid</hostName>` +
    `<ipAddr>${escapeXml(ipAddress)}</ipAddr></host><version>${base64('Granska local BankID test server')}</version>` +
    `<env><ai><type>TEST</type><uhi>${uhi}</uhi><fsib>0</fsib><uauth>pin</uauth></ai></env></clientInfo>` +
    '</bankIdSignedData>';
  const digest = createHash('sha256').update(signedData).digest('base64');
  const certificate = base64(
    `${LOCAL_EVIDENCE_LABEL}\nserialNumber=${signer.personalNumber}\nname=${signer.name}\n`,
  );
  const document =
    '<?xml version="1.0" encoding="UTF-8" standalone="no"?>' +
    '<Signature xmlns="http://www.w3.org/2000/09/xmldsig#">' +
    `<!-- ${LOCAL_EVIDENCE_LABEL} -->` +
    '<SignedInfo><CanonicalizationMethod Algorithm="http://www.w3.org/2001/10/xml-exc-c14n#"/>' +
    '<SignatureMethod Algorithm="http://www.w3.org/2001/04/xmldsig-more#rsa-sha256"/>' +
    '<Reference Type="http://www.bankid.com/signature/v1.0.0/types" URI="#bidSignedData">' +
    '<Transforms><Transform Algorithm="http://www.w3.org/2001/10/xml-exc-c14n#"/></Transforms>' +
    `<DigestMethod Algorithm="http://www.w3.org/2001/04/xmlenc#sha256"/><DigestValue>${digest}</DigestValue>` +
    '</Reference></SignedInfo>' +
    `<SignatureValue>${randomBytes(256).toString('base64')}</SignatureValue>` +
    `<KeyInfo><X509Data><X509Certificate>${certificate}</X509Certificate></X509Data></KeyInfo>` +
    `<Object>${signedData}</Object></Signature>`;
  const ocsp =
    `LOCAL TEST OCSP RESPONSE: not issued by BankID (${LOCAL_EVIDENCE_LABEL})\n` +
    `orderRef=${order.orderRef}\ncertStatus=good\nproducedAt=${now.toISOString()}\n`;

  const issue = new Date(now.getTime() - 365 * 24 * 3600 * 1000).toISOString().slice(0, 10);
  return {
    user: { personalNumber: signer.personalNumber, name: signer.name, ...splitName(signer.name) },
    device: { ipAddress, uhi },
    bankIdIssueDate: issue,
    stepUp: { mrtd: false },
    signature: base64(document),
    ocspResponse: base64(ocsp),
    ...(request.returnRisk === true ? { risk: 'low' } : {}),
  };
};
