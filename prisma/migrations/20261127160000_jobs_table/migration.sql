-- The job runner's table holds every kind of background job (store imports, BSS sends, periodic
-- chores), not only imports: renamed with its indexes and constraints, rows kept.
ALTER TABLE "import_jobs" RENAME TO "jobs";
ALTER TABLE "jobs" RENAME CONSTRAINT "import_jobs_pkey" TO "jobs_pkey";
ALTER TABLE "jobs" RENAME CONSTRAINT "import_jobs_created_by_id_fkey" TO "jobs_created_by_id_fkey";
ALTER INDEX "import_jobs_kind_created_at_idx" RENAME TO "jobs_kind_created_at_idx";
ALTER INDEX "import_jobs_created_by_id_created_at_idx" RENAME TO "jobs_created_by_id_created_at_idx";
ALTER INDEX "import_jobs_status_created_at_idx" RENAME TO "jobs_status_created_at_idx";
