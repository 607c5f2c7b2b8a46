import type { AuditSamples, AuditWalkWorld } from '../../platform/testing/audit-walk';
import { insertJobOfItsOwn } from '../../platform/testing/factory';
import { staffTestKit } from '../../platform/testing/staff-kit';

/** A small PDF (the content check reads the signature) as base64. */
export const SAMPLE_PDF_BASE64 = Buffer.from('%PDF-1.4\n% intervjurapport\n%%EOF\n').toString('base64');

/** A time a week after the request (bookings must be in the future). */
export const nextWeek = () => new Date(Date.now() + 7 * 24 * 60 * 60_000).toISOString();

/** An SPI leader (policy approved) and a job of a customer of its own whose SPI it leads. */
const ledJob = async (world: AuditWalkWorld, currState: 'ANALYSING' | 'INTERVIEWING') => {
  const tag = world.tag();
  const kit = staffTestKit(world.testApp, tag);
  const leader = await kit.staff(['SPILeader']);
  const id = await insertJobOfItsOwn(world.testApp, tag, { currState, spiLeaderId: leader.userId });
  return { kit, leader, id };
};

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
};
