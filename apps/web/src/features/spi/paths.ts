export const PORTAL_PATH = '/spi';
export const spiJobPath = (jobId: string) => `${PORTAL_PATH}/jobs/${encodeURIComponent(jobId)}`;
