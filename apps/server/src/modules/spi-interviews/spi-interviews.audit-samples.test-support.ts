import { BankIdStarted, okEnvelope } from '@granska/domain';
import { expect } from 'vitest';
import type { AuditSamples, AuditWalkWorld } from '../../platform/testing/audit-walk';
import { listenForBankId } from '../../platform/testing/consent-kit';
import { insertJobOfItsOwn } from '../../platform/testing/factory';
import { staffTestKit } from '../../platform/testing/staff-kit';

/** A small PDF (the content check reads the signature) as base64. */
export const SAMPLE_PDF_BASE64 = Buffer.from('%PDF-1.4\n% intervjurapport\n%%EOF\n').toString('base64');

/** A time a week after the request (bookings must be in the future). */
export const nextWeek = () => new Date(Date.now() + 7 * 24 * 60 * 60_000).toISOString();

/** An SPI leader (policy approved) and a job of a customer of its own whose SPI it leads. */
const ledJob = async (world: AuditWalkWorld, currState: 'ANALYSING' | 'INTERVIEWING', ssn?: string) => {
  const tag = world.tag();
  const kit = staffTestKit(world.testApp, tag);
  const leader = await kit.staff(['SPILeader']);
  const id = await insertJobOfItsOwn(world.testApp, tag, {
    currState,
    spiLeaderId: leader.userId,
    ...(ssn ? { ssn } : {}),
  });
  return { kit, leader, id };
};

/** A personal number (YYYYMMDD-NNNN) with a valid check digit; BankID allows one order per person. */
const personalNumberOf = (serial: number): string => {
  const digits = `800101${String(serial % 1000).padStart(3, '0')}`;
  const sum = [...digits].reduce((total, digit, index) => {
    const value = Number(digit) * (index % 2 === 0 ? 2 : 1);
    return total + Math.floor(value / 10) + (value % 10);
  }, 0);
  return `19${digits.slice(0, 6)}-${digits.slice(6)}${(10 - (sum % 10)) % 10}`;
};
let people = 700;

const ok = (response: { statusCode: number; body: string }) =>
  expect(response.statusCode, response.body).toBe(200);

/** A job whose SPI report its leader has finalized (the protocol to sign), and the person's number. */
const finalizedJob = async (world: AuditWalkWorld) => {
  await listenForBankId(world.testApp);
  people += 1;
  const ssn = personalNumberOf(people);
  const { kit, leader, id } = await ledJob(world, 'INTERVIEWING', ssn);
  ok(
    await kit.call('POST', `/spi-leaders/jobs/${id}/spi-report/final`, leader.token, {
      text: 'Intervjun genomfördes.',
      file: { name: 'intervju.pdf', type: 'application/pdf', data: SAMPLE_PDF_BASE64 },
    }),
  );
  return { kit, leader, id, ssn };
};

/** The link's key as the newest e-mail of the outbox carries it. */
const sentLinkKey = async (world: AuditWalkWorld, jobId: string, token: string) => {
  const kit = staffTestKit(world.testApp, 'spip-walk');
  ok(await kit.call('POST', `/spi-leaders/jobs/${jobId}/protocol/link`, token));
  const response = await world.testApp.app.inject({
    method: 'GET',
    url: '/dev/outbox/messages?category=spi.protocol-link',
  });
  const messages = response.json().result as { channel: string; text: string }[];
  return messages.find((message) => message.channel === 'email')?.text.match(/\/spip\/([\w-]+)/)?.[1] ?? '';
};

const startedOrder = (response: { statusCode: number; body: string; json(): unknown }) => {
  ok(response);
  return (okEnvelope(BankIdStarted).parse(response.json()).result[0] as BankIdStarted).orderRef;
};

const approve = async (world: AuditWalkWorld, orderRef: string, personalNumber: string) =>
  ok(
    await world.testApp.app.inject({
      method: 'POST',
      url: `/dev/bankid/orders/${orderRef}/complete`,
      payload: { personalNumber, name: 'Test Testsson' },
    }),
  );

const publicPost = (world: AuditWalkWorld, url: string, body: unknown) =>
  world.testApp.app.inject({ method: 'POST', url: `/api${url}`, payload: body as object });

export const samples: AuditSamples = {
  'POST /spi-leaders/jobs/{id}/booking': async (world) => {
    const { leader, id } = await ledJob(world, 'ANALYSING');
    return {
      token: leader.token,
      params: { id },
      body: { time: nextWeek(), type: 'DIGITAL', meetingLink: 'https://meet.example.se/spi' },
    };
  },
  'DELETE /spi-leaders/jobs/{id}/booking': async (world) => {
    const { kit, leader, id } = await ledJob(world, 'ANALYSING');
    await kit.call('POST', `/spi-leaders/jobs/${id}/booking`, leader.token, {
      time: nextWeek(),
      type: 'PHYSICAL',
      address: 'Storgatan 1, Stockholm',
    });
    return { token: leader.token, params: { id } };
  },
  'POST /spi-leaders/jobs/{id}/spi-report/final': async (world) => {
    const { leader, id } = await ledJob(world, 'INTERVIEWING');
    return {
      token: leader.token,
      params: { id },
      body: {
        text: 'Intervjun genomfördes utan anmärkningar.',
        file: { name: 'intervju.pdf', type: 'application/pdf', data: SAMPLE_PDF_BASE64 },
      },
    };
  },
  'POST /spi-leaders/jobs/{id}/protocol/link': async (world) => {
    const { leader, id } = await finalizedJob(world);
    return { token: leader.token, params: { id } };
  },
  'POST /spi-protocol/bankid/sign': async (world) => {
    const { leader, id } = await finalizedJob(world);
    return { body: { protocolKey: await sentLinkKey(world, id, leader.token), restart: false } };
  },
  'POST /spi-protocol/bankid/collect': async (world) => {
    const { leader, id, ssn } = await finalizedJob(world);
    const protocolKey = await sentLinkKey(world, id, leader.token);
    const orderRef = startedOrder(await publicPost(world, '/spi-protocol/bankid/sign', { protocolKey }));
    await approve(world, orderRef, ssn);
    return { body: { protocolKey, orderRef } };
  },
  'POST /spi-leaders/jobs/{id}/protocol/bankid/sign': async (world) => {
    const { leader, id } = await finalizedJob(world);
    return { token: leader.token, params: { id }, body: {} };
  },
  'POST /spi-leaders/jobs/{id}/protocol/bankid/collect': async (world) => {
    const { kit, leader, id, ssn } = await finalizedJob(world);
    const orderRef = startedOrder(
      await kit.call('POST', `/spi-leaders/jobs/${id}/protocol/bankid/sign`, leader.token, {}),
    );
    await approve(world, orderRef, ssn.replace('-', ''));
    return { token: leader.token, params: { id }, body: { orderRef } };
  },
};
