-- CreateTable
CREATE TABLE "content_versions" (
    "id" UUID NOT NULL,
    "entity_type" TEXT NOT NULL,
    "entity_id" UUID NOT NULL,
    "number" INTEGER NOT NULL,
    "action" TEXT NOT NULL,
    "live" BOOLEAN NOT NULL,
    "snapshot" JSONB NOT NULL,
    "changed_fields" TEXT[],
    "author_user_id" UUID,
    "restored_from" INTEGER,
    "created_at" TIMESTAMPTZ(6) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "content_versions_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "content_drafts" (
    "id" UUID NOT NULL,
    "entity_type" TEXT NOT NULL,
    "entity_id" UUID NOT NULL,
    "author_user_id" UUID NOT NULL,
    "values" JSONB NOT NULL,
    "updated_at" TIMESTAMPTZ(6) NOT NULL,

    CONSTRAINT "content_drafts_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "content_schedules" (
    "id" UUID NOT NULL,
    "entity_type" TEXT NOT NULL,
    "entity_id" UUID NOT NULL,
    "action" TEXT NOT NULL,
    "values" JSONB NOT NULL DEFAULT '{}',
    "run_at" TIMESTAMPTZ(6) NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'pending',
    "created_by_id" UUID,
    "created_at" TIMESTAMPTZ(6) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "ran_at" TIMESTAMPTZ(6),
    "error" TEXT,

    CONSTRAINT "content_schedules_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "content_versions_entity_type_entity_id_created_at_idx" ON "content_versions"("entity_type", "entity_id", "created_at");

-- CreateIndex
CREATE UNIQUE INDEX "content_versions_entity_type_entity_id_number_key" ON "content_versions"("entity_type", "entity_id", "number");

-- CreateIndex
CREATE UNIQUE INDEX "content_drafts_entity_type_entity_id_author_user_id_key" ON "content_drafts"("entity_type", "entity_id", "author_user_id");

-- CreateIndex
CREATE INDEX "content_schedules_status_run_at_idx" ON "content_schedules"("status", "run_at");

-- CreateIndex
CREATE INDEX "content_schedules_entity_type_entity_id_run_at_idx" ON "content_schedules"("entity_type", "entity_id", "run_at");
