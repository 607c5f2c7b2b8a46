-- Scheduled work moved to pg-boss (docs/decisions/scheduler.md). pg-boss's schema is installed before
-- the migrations run. One-off jobs still waiting move into it with their kind, payload and time, and
-- the attempts they have left of ten; recurring rows (key set) are dropped, as every process queues
-- its recurring jobs at start. Written as dynamic SQL that runs only when there is something to move,
-- so a fresh database never plans it against a later pg-boss's tables.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM scheduled_jobs WHERE done_at IS NULL AND failed_at IS NULL AND key IS NULL) THEN
    PERFORM pgboss.create_queue(kind, '{"policy":"standard"}'::jsonb)
      FROM (SELECT DISTINCT kind FROM scheduled_jobs WHERE done_at IS NULL AND failed_at IS NULL AND key IS NULL) AS kinds;
    EXECUTE $move$
      INSERT INTO pgboss.job (id, name, data, start_after, retry_limit, retry_delay, retry_backoff,
        retry_delay_max, expire_seconds, deletion_seconds, keep_until, policy)
      SELECT id::uuid, kind, payload, run_at, GREATEST(0, 9 - attempts), 5, true, 3600, 300, 2592000,
        GREATEST(run_at, now()) + interval '14 days', 'standard'
      FROM scheduled_jobs WHERE done_at IS NULL AND failed_at IS NULL AND key IS NULL
    $move$;
  END IF;
END
$$;--> statement-breakpoint
DROP TABLE "scheduled_jobs" CASCADE;
