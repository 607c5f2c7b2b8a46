-- spi_leader_missing now means "needs an SPI leader": a job whose interview the customer holds itself
-- (spiDetails.sriPerformsInterview false, docs/decisions/spi-interviews.md) needs none, so it is not in
-- the SPI coordinators' 'spiLeaderUnassigned' queue or its count. The same rule as work-queue-filters.ts.
CREATE OR REPLACE FUNCTION "bk_job_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO bk_job_counts AS counts (service, curr_state, staff_missing, spi_leader_missing, jobs)
    SELECT service, curr_state, staff_missing, spi_leader_missing, sum(delta) FROM (SELECT service, curr_state, (staff_id IS NULL OR trim(staff_id) IN ('', '0')) AS staff_missing,
             ((spi_leader_id IS NULL OR trim(spi_leader_id) IN ('', '0')) AND coalesce(spi_details->>'sriPerformsInterview', 'true') <> 'false') AS spi_leader_missing, 1 AS delta FROM new_rows) AS changed
    GROUP BY 1, 2, 3, 4 HAVING sum(delta) <> 0 ORDER BY 1, 2, 3, 4
    ON CONFLICT (service, curr_state, staff_missing, spi_leader_missing)
    DO UPDATE SET jobs = counts.jobs + excluded.jobs;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO bk_job_counts AS counts (service, curr_state, staff_missing, spi_leader_missing, jobs)
    SELECT service, curr_state, staff_missing, spi_leader_missing, sum(delta) FROM (SELECT service, curr_state, (staff_id IS NULL OR trim(staff_id) IN ('', '0')) AS staff_missing,
             ((spi_leader_id IS NULL OR trim(spi_leader_id) IN ('', '0')) AND coalesce(spi_details->>'sriPerformsInterview', 'true') <> 'false') AS spi_leader_missing, 1 AS delta FROM new_rows
      UNION ALL SELECT service, curr_state, (staff_id IS NULL OR trim(staff_id) IN ('', '0')) AS staff_missing,
             ((spi_leader_id IS NULL OR trim(spi_leader_id) IN ('', '0')) AND coalesce(spi_details->>'sriPerformsInterview', 'true') <> 'false') AS spi_leader_missing, -1 AS delta FROM old_rows) AS changed
    GROUP BY 1, 2, 3, 4 HAVING sum(delta) <> 0 ORDER BY 1, 2, 3, 4
    ON CONFLICT (service, curr_state, staff_missing, spi_leader_missing)
    DO UPDATE SET jobs = counts.jobs + excluded.jobs;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO bk_job_counts AS counts (service, curr_state, staff_missing, spi_leader_missing, jobs)
    SELECT service, curr_state, staff_missing, spi_leader_missing, sum(delta) FROM (SELECT service, curr_state, (staff_id IS NULL OR trim(staff_id) IN ('', '0')) AS staff_missing,
             ((spi_leader_id IS NULL OR trim(spi_leader_id) IN ('', '0')) AND coalesce(spi_details->>'sriPerformsInterview', 'true') <> 'false') AS spi_leader_missing, -1 AS delta FROM old_rows) AS changed
    GROUP BY 1, 2, 3, 4 HAVING sum(delta) <> 0 ORDER BY 1, 2, 3, 4
    ON CONFLICT (service, curr_state, staff_missing, spi_leader_missing)
    DO UPDATE SET jobs = counts.jobs + excluded.jobs;
  ELSE
    DELETE FROM bk_job_counts;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
DELETE FROM bk_job_counts;--> statement-breakpoint
INSERT INTO bk_job_counts (service, curr_state, staff_missing, spi_leader_missing, jobs)
SELECT service, curr_state, (staff_id IS NULL OR trim(staff_id) IN ('', '0')) AS staff_missing,
  ((spi_leader_id IS NULL OR trim(spi_leader_id) IN ('', '0')) AND coalesce(spi_details->>'sriPerformsInterview', 'true') <> 'false') AS spi_leader_missing,
  count(*)
FROM bk_jobs GROUP BY 1, 2, 3, 4;
