-- AlterTable
ALTER TABLE "import_jobs" ADD COLUMN     "attempts" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "lease_until" TIMESTAMPTZ(6),
ADD COLUMN     "payload" JSONB;

-- CreateTable
CREATE TABLE "geocode_cache" (
    "id" UUID NOT NULL,
    "provider" TEXT NOT NULL,
    "query" TEXT NOT NULL,
    "found" BOOLEAN NOT NULL,
    "latitude" DOUBLE PRECISION,
    "longitude" DOUBLE PRECISION,
    "label" TEXT,
    "created_at" TIMESTAMPTZ(6) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "geocode_cache_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "geocode_cache_provider_query_key" ON "geocode_cache"("provider", "query");

-- CreateIndex
CREATE INDEX "import_jobs_status_created_at_idx" ON "import_jobs"("status", "created_at");
