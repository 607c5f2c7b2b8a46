/** The portal's addresses (spec §2 `coordinator`), for links and navigation inside the feature. */
export const PORTAL_PATH = '/coordinator';
export const jobPath = (jobId: string) => `${PORTAL_PATH}/jobs/${encodeURIComponent(jobId)}`;
