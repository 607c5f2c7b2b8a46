import { describe, expect, it } from 'vitest';
import { JOB_STATES, type JobState } from './enums';
import { fromStockholm } from './stockholm-time';
import {
  filterWorkQueue,
  hiddenCustomerIds,
  isInWorkQueue,
  matchesCustomerSearch,
  matchesJobSearch,
  matchesOrderSearch,
  referenceOrderDate,
  referenceOrderGroup,
  WORK_QUEUES,
  type WorkQueue,
  type WorkQueueContext,
  type WorkQueueJob,
} from './work-queues';

const NOW = fromStockholm(2025, 6, 20, 12, 0);
const context: WorkQueueContext = { now: NOW, hiddenCustomerIds: ['hidden-1', 'hidden-2'] };

/** Which states put an otherwise neutral job (assigned, recent, visible customer) in each queue. */
const STATE_QUEUES: Record<WorkQueue, readonly JobState[]> = {
  ordered: JOB_STATES.filter((state) => state !== 'CREATED'),
  declined: ['DECLINED', 'TIMED_OUT'],
  created: ['CREATED'],
  unassigned: [],
  spiLeaderUnassigned: [],
  finalized: ['APPROVED', 'DECLINED', 'TIMED_OUT'],
  scheduled: ['SCHEDULED', 'SCHEDULED_ORDER'],
  surveying: ['JOB_SURVEYING'],
  archived: ['ARCHIVED'],
  pendingConsent: ['PENDING_CONSENT'],
  // Needs a timed-out report approval besides the state (below).
  reportApprovalExpired: [],
};

describe('work queues by state', () => {
  const cases = WORK_QUEUES.flatMap((queue) =>
    JOB_STATES.map((state) => [queue, state, STATE_QUEUES[queue].includes(state)] as const),
  );

  it.each(cases)('%s with %s → %s', (queue, currState, expected) => {
    const job: WorkQueueJob = {
      currState,
      customerId: 'cust-1',
      createTime: fromStockholm(2025, 6, 19, 9).toISOString(),
      staffId: 'analyst-1',
      spiDetails: { spiLeaderId: 'leader-1' },
    };
    expect(isInWorkQueue(job, queue, context)).toBe(expected);
  });

  it('a job without a state is in no queue', () => {
    for (const queue of WORK_QUEUES) expect(isInWorkQueue({}, queue, context)).toBe(false);
  });
});

describe('report approval expired queue', () => {
  it.each([
    ['PENDING_APPROVAL', 'CsntTimedOut', true],
    ['PENDING_APPROVAL', 'CsntPendingAnswer', false],
    ['PENDING_APPROVAL', 'CsntDeclined', false],
    ['PENDING_APPROVAL', null, false],
    ['APPROVED', 'CsntTimedOut', false],
    ['TIMED_OUT', 'CsntTimedOut', false],
  ] as const)('%s with the newest approval %s → %s', (currState, reportApprovalState, expected) => {
    expect(isInWorkQueue({ currState, reportApprovalState }, 'reportApprovalExpired', context)).toBe(
      expected,
    );
  });
});

describe('created queue', () => {
  it.each([
    ['created today', fromStockholm(2025, 6, 20, 8), 'cust-1', true],
    ['exactly 14 days ago', fromStockholm(2025, 6, 6, 12), 'cust-1', true],
    ['14 days and a minute ago', fromStockholm(2025, 6, 6, 11, 59), 'cust-1', false],
    ['a month ago', fromStockholm(2025, 5, 20, 12), 'cust-1', false],
    ['a hidden customer', fromStockholm(2025, 6, 20, 8), 'hidden-2', false],
    ['no customer', fromStockholm(2025, 6, 20, 8), undefined, true],
  ])('%s → %s', (_name, created, customerId, expected) => {
    const job = { currState: 'CREATED' as const, createTime: created.toISOString(), customerId };
    expect(isInWorkQueue(job, 'created', context)).toBe(expected);
  });

  it('counts 14 Stockholm calendar days across the autumn DST change', () => {
    const now = fromStockholm(2025, 11, 3, 12);
    const job = { currState: 'CREATED' as const, createTime: fromStockholm(2025, 10, 20, 12).toISOString() };
    expect(isInWorkQueue(job, 'created', { now, hiddenCustomerIds: [] })).toBe(true);
    const justBefore = { ...job, createTime: fromStockholm(2025, 10, 20, 11, 59).toISOString() };
    expect(isInWorkQueue(justBefore, 'created', { now, hiddenCustomerIds: [] })).toBe(false);
  });

  it('a created job without creation time is not listed', () => {
    expect(isInWorkQueue({ currState: 'CREATED' }, 'created', context)).toBe(false);
  });
});

describe('assignment queues', () => {
  it.each([
    ['ANALYSING, no analyst', { currState: 'ANALYSING' }, true],
    ['ANALYSING, empty analyst', { currState: 'ANALYSING', staffId: '' }, true],
    ['ANALYSING, analyst set', { currState: 'ANALYSING', staffId: 'a-1' }, false],
    ['INTERVIEWING, no analyst', { currState: 'INTERVIEWING' }, false],
  ] satisfies [string, WorkQueueJob, boolean][])('unassigned: %s → %s', (_name, job, expected) => {
    expect(isInWorkQueue(job, 'unassigned', context)).toBe(expected);
  });

  it.each([
    ['ANALYSING, no SPI details', { currState: 'ANALYSING' }, true],
    ['INTERVIEWING, no leader', { currState: 'INTERVIEWING', spiDetails: { spiLeaderId: null } }, true],
    ['INTERVIEWING, leader set', { currState: 'INTERVIEWING', spiDetails: { spiLeaderId: 'l-1' } }, false],
    ['APPROVED, no leader', { currState: 'APPROVED' }, false],
    [
      'ANALYSING, the customer holds the interview',
      { currState: 'ANALYSING', spiDetails: { spiLeaderId: null, sriPerformsInterview: false } },
      false,
    ],
    [
      'ANALYSING, our SPI leader holds it',
      { currState: 'ANALYSING', spiDetails: { spiLeaderId: null, sriPerformsInterview: true } },
      true,
    ],
  ] satisfies [string, WorkQueueJob, boolean][])('SPI-leader unassigned: %s → %s', (_name, job, expected) => {
    expect(isInWorkQueue(job, 'spiLeaderUnassigned', context)).toBe(expected);
  });

  it('filterWorkQueue keeps order and the full job type', () => {
    const jobs = [
      { id: 'a', currState: 'ANALYSING' as const, extra: 1 },
      { id: 'b', currState: 'APPROVED' as const, extra: 2 },
      { id: 'c', currState: 'ANALYSING' as const, staffId: 'x', extra: 3 },
      { id: 'd', currState: 'ANALYSING' as const, extra: 4 },
    ];
    expect(filterWorkQueue(jobs, 'unassigned', context).map((job) => `${job.id}${job.extra}`)).toEqual([
      'a1',
      'd4',
    ]);
  });
});

describe('reference-check groups', () => {
  it.each([
    ['CREATED', 'saved'],
    ['ORDERED', 'pending'],
    ['SURVEYING', 'pending'],
    ['DONE', 'done'],
    ['TIMEOUT', 'done'],
    [undefined, null],
  ] as const)('%s → %s', (state, expected) => {
    expect(referenceOrderGroup({ state })).toBe(expected);
  });

  it('order date is the ORDERED entry of the state log', () => {
    const stateLog = [
      { time: '2025-06-01T08:00:00Z', state: 'CREATED' as const },
      { time: '2025-06-02T09:00:00Z', state: 'ORDERED' as const },
      { time: '2025-06-03T10:00:00Z', state: 'SURVEYING' as const },
      { time: '2025-06-04T10:00:00Z', state: 'ORDERED' as const },
    ];
    expect(referenceOrderDate({ stateLog })?.toISOString()).toBe('2025-06-02T09:00:00.000Z');
    expect(referenceOrderDate({ stateLog: stateLog.slice(0, 1) })).toBeNull();
    expect(referenceOrderDate({})).toBeNull();
  });
});

describe('matchesJobSearch', () => {
  const job: WorkQueueJob = {
    id: 'JOB-123abc',
    orderId: 'ORD-987',
    consents: [{ consentKey: 'xyzkey' }],
    scDetails: { surveyId: 'srv-5555' },
  };

  it.each([
    ['empty text matches all', '', undefined, true],
    ['blank text matches all', '   ', undefined, true],
    ['id substring, any case', 'job-123', undefined, true],
    ['order id', 'ord-98', undefined, true],
    ['short id fragment', '3a', undefined, true],
    ['consent key with 3 characters', 'xyz', undefined, true],
    ['consent key with 2 characters is not searched', 'yz', undefined, false],
    ['survey id with 4 characters', '5555', undefined, true],
    ['survey id with 3 characters is not searched', '555', undefined, false],
    ['customer name', 'exempel', 'Exempel AB', true],
    ['customer name not given', 'exempel', undefined, false],
    ['no match', 'nothing', 'Exempel AB', false],
  ])('%s', (_name, text, customerName, expected) => {
    expect(matchesJobSearch(job, text, customerName)).toBe(expected);
  });
});

describe('matchesOrderSearch', () => {
  const backgroundOrder = { id: 'abc123', name: 'Anna Andersson' };
  const referenceOrder = { id: 'ref-77', position: 'Ekonomichef', candidateInfo: { name: 'Bo Berg' } };

  it.each([
    ['id prefix', backgroundOrder, 'ABC', true],
    ['id infix is not a match', backgroundOrder, 'c12', false],
    ['name', backgroundOrder, 'andersson', true],
    ['position', referenceOrder, 'chef', true],
    ['candidate name', referenceOrder, 'berg', true],
    ['no match', referenceOrder, 'säljare', false],
    ['empty text', referenceOrder, '', true],
  ])('%s', (_name, order, text, expected) => {
    expect(matchesOrderSearch(order, text)).toBe(expected);
  });
});

describe('matchesCustomerSearch', () => {
  const customer = {
    id: 'abc12-3f9e-4d2a',
    custName: 'Exempel AB',
    custOrgNo: '556677-8899',
    custAdress: 'Storgatan 1, Stockholm',
  };

  it.each([
    ['short id, any case', 'ABC1', true],
    ['short id lower case', 'abc12', true],
    ['the part after the dash is not searched', '3f9e', false],
    ['name', 'exempel', true],
    ['org number with dash', '7-88', true],
    ['address', 'STORGATAN', true],
    ['no match', 'göteborg', false],
    ['empty text', '', true],
  ])('%s', (_name, text, expected) => {
    expect(matchesCustomerSearch(customer, text)).toBe(expected);
  });

  it('searches a dashless id as it is', () => {
    expect(matchesCustomerSearch({ id: 'cust42' }, 'ST4')).toBe(true);
  });

  it('ignores a non-text address', () => {
    expect(matchesCustomerSearch({ custAdress: { street: 'Storgatan' } }, 'storgatan')).toBe(false);
  });
});

describe('hiddenCustomerIds', () => {
  it('collects id and customer number of flagged customers only', () => {
    const customers = [
      { id: 'c-1', custNo: '1001', hiddenCustomer: true },
      { id: 'c-2', custNo: '1002', hiddenCustomer: false },
      { id: 'c-3' },
      { custNo: '1004', hiddenCustomer: true },
    ];
    expect(hiddenCustomerIds(customers)).toEqual(['c-1', '1001', '1004']);
  });

  it('feeds the created queue', () => {
    const ids = hiddenCustomerIds([{ custNo: '1001', hiddenCustomer: true }]);
    const job = { currState: 'CREATED' as const, customerId: '1001', createTime: NOW.toISOString() };
    expect(isInWorkQueue(job, 'created', { now: NOW, hiddenCustomerIds: ids })).toBe(false);
    expect(
      isInWorkQueue({ ...job, customerId: '1002' }, 'created', { now: NOW, hiddenCustomerIds: ids }),
    ).toBe(true);
  });
});
