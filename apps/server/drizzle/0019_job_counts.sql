CREATE TABLE "bk_job_counts" (
	"service" text NOT NULL,
	"curr_state" text NOT NULL,
	"staff_missing" boolean NOT NULL,
	"spi_leader_missing" boolean NOT NULL,
	"jobs" bigint NOT NULL,
	CONSTRAINT "bk_job_counts_service_curr_state_staff_missing_spi_leader_missing_pk" PRIMARY KEY("service","curr_state","staff_missing","spi_leader_missing")
);
--> statement-breakpoint
CREATE INDEX "bk_consents_approval_timed_out_idx" ON "bk_consents" USING btree ("job_id") WHERE "bk_consents"."consent_type" = 'ReportApproval' and "bk_consents"."state" = 'CsntTimedOut';--> statement-breakpoint
-- Kept in the transaction of every change to bk_jobs (docs/decisions/request-context.md). "Missing" is
-- the work queues' isMissing: null, empty or '0' after trimming. Counters are upserted in key order, so
-- two transactions touching the same ones wait for each other instead of deadlocking.
CREATE FUNCTION "bk_job_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO bk_job_counts AS counts (service, curr_state, staff_missing, spi_leader_missing, jobs)
    SELECT service, curr_state, staff_missing, spi_leader_missing, sum(delta) FROM (SELECT service, curr_state, (staff_id IS NULL OR trim(staff_id) IN ('', '0')) AS staff_missing,
             (spi_leader_id IS NULL OR trim(spi_leader_id) IN ('', '0')) AS spi_leader_missing, 1 AS delta FROM new_rows) AS changed
    GROUP BY 1, 2, 3, 4 HAVING sum(delta) <> 0 ORDER BY 1, 2, 3, 4
    ON CONFLICT (service, curr_state, staff_missing, spi_leader_missing)
    DO UPDATE SET jobs = counts.jobs + excluded.jobs;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO bk_job_counts AS counts (service, curr_state, staff_missing, spi_leader_missing, jobs)
    SELECT service, curr_state, staff_missing, spi_leader_missing, sum(delta) FROM (SELECT service, curr_state, (staff_id IS NULL OR trim(staff_id) IN ('', '0')) AS staff_missing,
             (spi_leader_id IS NULL OR trim(spi_leader_id) IN ('', '0')) AS spi_leader_missing, 1 AS delta FROM new_rows
      UNION ALL SELECT service, curr_state, (staff_id IS NULL OR trim(staff_id) IN ('', '0')) AS staff_missing,
             (spi_leader_id IS NULL OR trim(spi_leader_id) IN ('', '0')) AS spi_leader_missing, -1 AS delta FROM old_rows) AS changed
    GROUP BY 1, 2, 3, 4 HAVING sum(delta) <> 0 ORDER BY 1, 2, 3, 4
    ON CONFLICT (service, curr_state, staff_missing, spi_leader_missing)
    DO UPDATE SET jobs = counts.jobs + excluded.jobs;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO bk_job_counts AS counts (service, curr_state, staff_missing, spi_leader_missing, jobs)
    SELECT service, curr_state, staff_missing, spi_leader_missing, sum(delta) FROM (SELECT service, curr_state, (staff_id IS NULL OR trim(staff_id) IN ('', '0')) AS staff_missing,
             (spi_leader_id IS NULL OR trim(spi_leader_id) IN ('', '0')) AS spi_leader_missing, -1 AS delta FROM old_rows) AS changed
    GROUP BY 1, 2, 3, 4 HAVING sum(delta) <> 0 ORDER BY 1, 2, 3, 4
    ON CONFLICT (service, curr_state, staff_missing, spi_leader_missing)
    DO UPDATE SET jobs = counts.jobs + excluded.jobs;
  ELSE
    DELETE FROM bk_job_counts;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "bk_job_counts_insert" AFTER INSERT ON "bk_jobs" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "bk_job_counts_apply"();--> statement-breakpoint
CREATE TRIGGER "bk_job_counts_update" AFTER UPDATE ON "bk_jobs" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "bk_job_counts_apply"();--> statement-breakpoint
CREATE TRIGGER "bk_job_counts_delete" AFTER DELETE ON "bk_jobs" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "bk_job_counts_apply"();--> statement-breakpoint
CREATE TRIGGER "bk_job_counts_truncate" AFTER TRUNCATE ON "bk_jobs"
  FOR EACH STATEMENT EXECUTE FUNCTION "bk_job_counts_apply"();--> statement-breakpoint
INSERT INTO bk_job_counts (service, curr_state, staff_missing, spi_leader_missing, jobs)
SELECT service, curr_state, (staff_id IS NULL OR trim(staff_id) IN ('', '0')) AS staff_missing, (spi_leader_id IS NULL OR trim(spi_leader_id) IN ('', '0')) AS spi_leader_missing, count(*)
FROM bk_jobs GROUP BY 1, 2, 3, 4;
