import { describe, expect, it } from 'vitest';
import { customerHasService, permissionTreeFor } from '../permissions';
import { Customer, PsConfig } from './customer';

describe('PsConfig defaults', () => {
  it('defaults deletion policy to RETAIN and SRI performing interview and reference check', () => {
    expect(PsConfig.parse({})).toEqual({
      deletionPolicy: 'RETAIN',
      sriPerformsInterview: true,
      sriPerformsReferenceCheck: true,
    });
  });

  it('keeps values that were given, false included', () => {
    expect(
      PsConfig.parse({
        deletionPolicy: 'DELETE',
        sriPerformsInterview: false,
        sriPerformsReferenceCheck: false,
      }),
    ).toMatchObject({
      deletionPolicy: 'DELETE',
      sriPerformsInterview: false,
      sriPerformsReferenceCheck: false,
    });
  });

  it.each([[{ deletionPolicy: 'KEEP' }], [{ flagLimit: '3' }], [{ scsQuestionIds: 'q1' }]])(
    'refuses %j',
    (value) => {
      expect(PsConfig.safeParse(value).success).toBe(false);
    },
  );
});

describe('Customer', () => {
  const full = {
    id: 'c-1',
    custNo: '1001',
    custName: 'Exempel AB',
    custContact: {
      custNo: '1001',
      ccName: 'Eva',
      ccAdress: 'Gatan 1',
      ccPhone: '+46701234567',
      ccEmail: 'e@x.se',
    },
    custAdress: 'Gatan 1, 111 22 Stockholm',
    custOrgNo: '556000-0000',
    custBillingData: { billingAdress: 'Box 1', billingVolume: 100, billingDiscount: 10 },
    custMotivations: [{ theme: 'M1ARBETSMILJO', text: 'Trygg arbetsplats' }],
    bkConfig: { checkCitizenship: true, flag: 2, orderInstructions: 'Ring först' },
    lfdConfig: { followUpLfdInterval: 12, followUpLfdCheckPoints: ['DRIVERSLICENSE'] },
    psConfig: { omitConsent: true },
    rtConfig: { alternativePsText: 'Text' },
    access: ['BackgroundCheck', 'LFD'],
    screeningCheckpoints: [{ checkpoint: 'EDUCATION', cost: 300, checked: true }],
    serviceCost: { COWORKER: 1500, SCREENING: 500 },
    hiddenCustomer: true,
  };

  it('parses a full customer and fills the psConfig defaults', () => {
    const customer = Customer.parse(full);
    expect(customer.psConfig).toEqual({
      omitConsent: true,
      deletionPolicy: 'RETAIN',
      sriPerformsInterview: true,
      sriPerformsReferenceCheck: true,
    });
    expect(customer.serviceCost?.COWORKER).toBe(1500);
    expect(customerHasService(customer, 'LFD')).toBe(true);
    expect(permissionTreeFor(customer.access).map((node) => node.group)).toContain('ServiceLfd');
  });

  it('leaves an absent psConfig absent, so a partial update does not overwrite it', () => {
    expect(Customer.parse({ custName: 'Bara namn' })).toEqual({ custName: 'Bara namn' });
  });

  it.each([
    [{ access: ['Unknown'] }],
    [{ custMotivations: [{ theme: 'M9' }] }],
    [{ serviceCost: { NOT_A_SERVICE: 1 } }],
    [{ screeningCheckpoints: [{ cost: 1 }] }],
    [{ custBillingData: { billingDiscount: 'tio' } }],
    [{ lfdConfig: { followUpLfdCheckPoints: ['PASSPORT'] } }],
  ])('refuses %j', (value) => {
    expect(Customer.safeParse(value).success).toBe(false);
  });
});
