import { describe, expect, it } from 'vitest';
import {
  Checkpoint,
  CitizenshipState,
  CollectedDataStatus,
  ConsentState,
  ConsentType,
  DeletionPolicy,
  Gender,
  InterviewType,
  JobState,
  MotivationTheme,
  QuestionType,
  ReferenceOrderState,
  ReferenceState,
  ScheduleType,
  Service,
  ServiceArea,
  SubjectType,
  UserStatus,
} from './enums';
import { LABELS, LANGS, type LabelKind, label, labelOrValue } from './labels';
import { ALL_GROUPS, CUSTOMER_SERVICES } from './permissions';

const enumValues: Record<LabelKind, readonly string[]> = {
  jobState: JobState.options,
  consentState: ConsentState.options,
  consentType: ConsentType.options,
  collectedDataStatus: CollectedDataStatus.options,
  referenceOrderState: ReferenceOrderState.options,
  referenceState: ReferenceState.options,
  service: Service.options,
  serviceArea: ServiceArea.options,
  customerService: CUSTOMER_SERVICES,
  subjectType: SubjectType.options,
  gender: Gender.options,
  checkpoint: Checkpoint.options,
  citizenshipState: CitizenshipState.options,
  scheduleType: ScheduleType.options,
  interviewType: InterviewType.options,
  deletionPolicy: DeletionPolicy.options,
  motivationTheme: MotivationTheme.options,
  questionType: QuestionType.options,
  userStatus: UserStatus.options,
  group: ALL_GROUPS,
};

describe('label maps', () => {
  it.each(Object.keys(enumValues) as LabelKind[])(
    '%s labels exactly its values in both languages',
    (kind) => {
      const labels = LABELS[kind] as Record<string, { sv: string; en: string }>;
      expect(Object.keys(labels).sort()).toEqual([...enumValues[kind]].sort());
      for (const value of enumValues[kind]) {
        for (const lang of LANGS)
          expect(labels[value]?.[lang]?.trim(), `${kind}.${value}.${lang}`).toBeTruthy();
      }
    },
  );
});

describe('spec labels', () => {
  it.each([
    ['jobState', 'CREATED', 'Sparad'],
    ['jobState', 'PENDING_CONSENT', 'Inväntar godkännande (granskning)'],
    ['jobState', 'DECLINED', 'Godkännande nekat'],
    ['jobState', 'ANALYSING', 'Granskar'],
    ['jobState', 'IN_PROGRESS', 'Pågår'],
    ['jobState', 'INTERVIEWING', 'Intervju inbokad'],
    ['jobState', 'PENDING_APPROVAL', 'Inväntar godkännande (rapport)'],
    ['jobState', 'APPROVED', 'Rapport färdigställd'],
    ['jobState', 'SCHEDULED_ORDER', 'Schemalagd'],
    ['jobState', 'SCHEDULED', 'Schemalagd'],
    ['jobState', 'ARCHIVED', 'Arkiverad'],
    ['jobState', 'TIMED_OUT', 'Godkännande timeout'],
    ['jobState', 'JOB_SURVEYING', 'Inväntar svar'],
    ['consentState', 'CsntPendingAnswer', 'Skickad'],
    ['consentState', 'CsntAccepted', 'Godkänd'],
    ['consentState', 'CsntDeclined', 'Nekad'],
    ['consentState', 'CsntTimedOut', 'Samtycke timeout'],
    ['collectedDataStatus', 'CREATED', 'Ej påbörjad'],
    ['collectedDataStatus', 'SAVED', 'Påbörjad'],
    ['collectedDataStatus', 'DONE', 'Färdigställd'],
    ['referenceOrderState', 'CREATED', 'Sparad'],
    ['referenceOrderState', 'ORDERED', 'Kandidaten granskar'],
    ['referenceOrderState', 'SURVEYING', 'Referenser granskar'],
    ['referenceOrderState', 'DONE', 'Rapport klar'],
    ['referenceOrderState', 'TIMEOUT', 'Tidsgräns passerad'],
    ['group', 'UserAdmin', 'Admin'],
    ['group', 'Coordinator', 'Koordinator'],
    ['group', 'Analyst', 'Analytiker'],
    ['group', 'DataCollector', 'Inmatare'],
    ['group', 'CustomerAdmin', 'Kundadmin'],
    ['group', 'CustomerSuperuser', 'Superuser'],
    ['group', 'SPILeader', 'SPI - Ledare'],
    ['group', 'SPICoordinator', 'SPI - Koordinator'],
    ['group', 'ServiceBackgroundCheck', 'Bakgrundskontroll'],
    ['group', 'ServiceReferenceCheck', 'Referenstagning'],
    ['group', 'ServiceLfd', 'LFD'],
    ['group', 'ServiceProtectiveSecurity', 'SÄK'],
    ['group', 'ServiceSecurityClearance', 'USÄK'],
    ['group', 'BKOrderer', 'Beställare'],
    ['group', 'PSOrderer', 'Beställare'],
    ['group', 'LfdRecipient', 'Mottagare'],
    ['group', 'PSSecurityManager', 'Säkerhetschef'],
    ['group', 'PSAssistantSecurityManager', 'Biträdande säkerhetschef'],
    ['group', 'PSSecurityStaff', 'Säkerhetsmedarbetare'],
    ['group', 'SCResponsibleManager', 'Ansvarig chef'],
    ['group', 'BKDownloadReport', 'Ladda ner rapport'],
  ] as const)('%s %s is %s', (kind, value, expected) => {
    expect(labelOrValue(kind, value, 'sv')).toBe(expected);
  });
});

describe('label', () => {
  it('labels a value in either language', () => {
    expect(label('jobState', 'IN_PROGRESS', 'sv')).toBe('Pågår');
    expect(label('jobState', 'IN_PROGRESS', 'en')).toBe('In progress');
    expect(label('consentState', 'CsntTimedOut', 'en')).toBe('Consent timed out');
    expect(label('service', 'SECURITY_CLEARANCE', 'sv')).toBe('USÄK');
    expect(label('group', 'BKDownloadReport', 'en')).toBe('Download report');
  });

  it('defaults to Swedish', () => {
    expect(label('collectedDataStatus', 'DONE')).toBe('Färdigställd');
  });

  it('rejects a value of another kind at compile time', () => {
    // @ts-expect-error CsntAccepted is not a job state
    expect(label('jobState', 'CsntAccepted')).toBe('CsntAccepted');
  });
});

describe('labelOrValue', () => {
  it.each([
    ['jobState', 'UNKNOWN_STATE', 'UNKNOWN_STATE'],
    ['jobState', 'toString', 'toString'],
    ['group', 'SomeNewGroup', 'SomeNewGroup'],
    ['jobState', null, ''],
    ['jobState', undefined, ''],
    ['jobState', 'ARCHIVED', 'Arkiverad'],
  ] as const)('%s %s shows %s', (kind, value, expected) => {
    expect(labelOrValue(kind, value)).toBe(expected);
  });
});
