import type {
  AttachmentView,
  CollectedDataView,
  CreditInformationPerson,
  DataPartView,
  StaffJobDetails,
  StaffJobListItem,
} from '@granska/domain';
import { collectedDataView, staffJobDetails, staffJobListItem } from '../../../test/job-fixtures';
import { ok } from '../../../test/main-api-stub';
import { fakeSession, fakeUser } from '../../../test/render';

export { type ApiCall, failure, ok, paged, stubMainApi } from '../../../test/main-api-stub';

/** The logged-in analyst (fakeUser's id). */
export const ME = '6f1c2a9e-0000-4000-8000-000000000001';
export const analystSession = () => fakeSession(fakeUser(['Analyst']));

export const policyApproved = (approved = true) =>
  ok([{ version: '2026-1', approved, approvedAt: approved ? '2026-03-01T08:00:00.000Z' : null }]);

/** A job assigned to the logged-in analyst. */
export const listItem = (overrides: Partial<StaffJobListItem> = {}): StaffJobListItem =>
  staffJobListItem({
    orderId: 'order-1',
    staffId: ME,
    analystEmail: 'anna.andersson@example.se',
    personName: 'Sara Samtyckesson',
    maskedSSN: '19850412-XXXX',
    collectedDataStatus: 'CREATED',
    activationTime: null,
    ...overrides,
  });

export const jobDetails = (overrides: Partial<StaffJobDetails> = {}): StaffJobDetails =>
  staffJobDetails({
    ...listItem(),
    SSN: '19850412-0013',
    email: 'sara@kandidat.example',
    phone: '+46701112233',
    position: 'Väktare',
    gender: 'FEMALE',
    ageGroup: '35-44',
    screeningQuestions: ['Har du körkort?'],
    verifyFormerEmployer: true,
    orderInstruction: 'Kontrollera särskilt tidigare anställningar.',
    assignments: [
      {
        fromUser: null,
        toUser: ME,
        fromEmail: null,
        toEmail: 'anna.andersson@example.se',
        time: '2026-03-03T10:00:00.000Z',
      },
    ],
    coordinatorNotes: 'Ring inte kunden.',
    availableActions: ['finalizeReport'],
    ...overrides,
  });

export const creditPerson: CreditInformationPerson = {
  personalNumber: '19850412-0013',
  firstNames: 'Karin Eva',
  givenName: 'Karin',
  lastName: 'Provberg',
  address: 'Storgatan 12',
  zip: '972 34',
  town: 'LULEÅ',
  county: 'Norrbottens län',
  community: 'Luleå kommun',
  gender: 'FEMALE',
  age: 40,
  civilState: 'Gift',
  guardians: [],
  protectedIdentity: false,
  emigrated: false,
  bankruptcy: { hasBankruptcy: false },
  debtRelief: { hasDebtRelief: false },
  paymentRemarks: { count: 2, sum: 15300, amalCount: 1, amalSum: 5300, emalCount: 1, emalSum: 10000 },
  scoring: { score: 45, riskClass: '3', probabilityOfDefault: 6.5 },
  incomes: [{ year: 2025, income: 412000, capitalIncome: 1200, tax: 128000 }],
  properties: { count: 0, totalTaxValue: 0 },
  mortgages: { count: 0, sum: 0 },
  applicationCounts: { last3Months: 1, last12Months: 2, total: 5 },
  addressHistory: [
    { address: 'Kyrkogatan 3', zip: '902 11', town: 'UMEÅ', from: '2019-01-01', to: '2022-06-30' },
  ],
  companyEngagements: [],
  propertyDetails: [],
  extendedPropertyDetails: [],
  distraintClaims: [],
  historicalDebt: [],
  privateClaims: [
    {
      date: '2025-01-10',
      amount: 10000,
      creditor: 'Testfinans AB',
      caseNumber: 'E-2025-1',
      claimType: 'Enskilt mål',
    },
  ],
  publicClaims: [
    {
      date: '2024-05-02',
      amount: 5300,
      creditor: 'Skatteverket',
      caseNumber: 'A-2024-7',
      claimType: 'Allmänt mål',
    },
  ],
};

export const dataPart = (overrides: Partial<DataPartView> = {}): DataPartView => ({
  id: 'part-1',
  jobId: 'job-1',
  source: 'manual',
  type: 'EMPLOYER',
  title: 'Anställning hos Byggbolaget',
  text: 'Anställd 2019–2023.',
  data: null,
  createdBy: ME,
  created: '2026-03-04T08:00:00.000Z',
  updatedBy: ME,
  updated: '2026-03-04T08:00:00.000Z',
  ...overrides,
});

export const creditPart = dataPart({
  id: 'part-credit',
  source: 'creditsafe',
  type: 'ECONOMY',
  title: 'Kreditupplysning – Fullständig',
  text: '',
  data: { kind: 'creditInformation', level: 'FULL', testData: true, person: creditPerson },
});

export const courtPart = dataPart({
  id: 'part-court',
  source: 'actapublica',
  type: 'LAW',
  title: 'Domstolsuppgifter',
  text: '',
  data: {
    kind: 'courtRecords',
    testData: true,
    message: '1 träff',
    records: [
      {
        caseNumber: 'B 1234-23',
        court: 'Luleå tingsrätt',
        caseType: 'CRIMINAL',
        date: '2023-04-11',
        subject: 'Ringa stöld',
        role: 'Tilltalad',
        outcome: 'Dömd till dagsböter',
      },
    ],
  },
});

export const attachment = (overrides: Partial<AttachmentView> = {}): AttachmentView => ({
  id: 'attachment-1',
  jobId: 'job-1',
  name: 'intyg.pdf',
  type: 'application/pdf',
  size: 2048,
  uploadedBy: ME,
  created: '2026-03-04T09:00:00.000Z',
  ...overrides,
});

/** The job's collected data, finished by the data collector. */
export const collectedRecord = (overrides: Partial<CollectedDataView> = {}): CollectedDataView =>
  collectedDataView({
    id: 'record-1',
    modified: '2026-03-04T09:30:00.000Z',
    status: 'DONE',
    dataCollectorUserId: 'collector-1',
    dataCollectorEmail: 'inmatare@granska.test',
    collectedDataDetails: {
      verifyEmployer: 'Bekräftad anställning 2019–2023 hos Byggbolaget.',
      driversLicense: [{ type: 'B', issuedDate: '2005-06-01' }],
      vehicleOwnership: [{ vehicle: 'Volvo V70', regNr: 'ABC123', modelYear: 2012, inTrafic: true }],
    },
    jobId: 'job-1',
    deadline: null,
    deadlineStatus: null,
    verifyFormerEmployer: true,
    verifyEducation: false,
    position: 'Väktare',
    topics: ['employer'],
    employerCollected: true,
    isChecked: true,
    editor: 'inmatare@granska.test',
    person: null,
    mayEdit: false,
    ...overrides,
  });
