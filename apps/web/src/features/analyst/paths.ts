export const PORTAL_PATH = '/analyst';
export const jobPath = (jobId: string) => `${PORTAL_PATH}/jobs/${encodeURIComponent(jobId)}`;
