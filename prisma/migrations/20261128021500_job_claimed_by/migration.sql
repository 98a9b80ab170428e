-- The instance that claimed a job last (host:pid:id): operators see where an import runs, and a
-- step commits only while the job is still that instance's.
ALTER TABLE "jobs" ADD COLUMN "claimed_by" TEXT;
