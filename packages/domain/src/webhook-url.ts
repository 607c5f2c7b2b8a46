/**
 * Whether an integration may have its webhooks sent to `url`: https always; http only outside
 * production (local receivers in tests and demos). Private-network checks happen at delivery, when the
 * name is resolved.
 */
export const isAllowedWebhookUrl = (url: string, appEnv: string): boolean => {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.username || parsed.password) return false;
  if (parsed.protocol === 'https:') return true;
  return parsed.protocol === 'http:' && appEnv !== 'production';
};

export const WEBHOOK_URL_MESSAGE = 'Webhook-adressen är ogiltig (https krävs)';
