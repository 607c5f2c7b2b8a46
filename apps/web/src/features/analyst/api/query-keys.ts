/** Every query of the analyst portal sits under this root; a job's queries under its id. */
export const analystKeys = {
  all: ['analyst'] as const,
  myJobs: (nextToken: string | null) => ['analyst', 'my-jobs', nextToken] as const,
  job: (jobId: string) => ['analyst', 'job', jobId] as const,
  details: (jobId: string) => ['analyst', 'job', jobId, 'details'] as const,
  collectedData: (jobId: string) => ['analyst', 'job', jobId, 'collected-data'] as const,
  dataParts: (jobId: string) => ['analyst', 'job', jobId, 'data-parts'] as const,
  riskGrades: (jobId: string) => ['analyst', 'job', jobId, 'risk-grades'] as const,
  attachments: (jobId: string) => ['analyst', 'job', jobId, 'attachments'] as const,
  clearanceSurvey: (jobId: string) => ['analyst', 'job', jobId, 'clearance-survey'] as const,
  spiReport: (jobId: string) => ['analyst', 'job', jobId, 'spi-report'] as const,
  referenceCheck: (jobId: string) => ['analyst', 'job', jobId, 'reference-check'] as const,
};
