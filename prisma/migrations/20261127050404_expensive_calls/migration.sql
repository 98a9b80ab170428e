-- CreateTable
CREATE TABLE "expensive_calls" (
    "id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "kind" TEXT NOT NULL,
    "started_at" TIMESTAMPTZ(6) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "finished_at" TIMESTAMPTZ(6),

    CONSTRAINT "expensive_calls_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "expensive_calls_user_id_kind_started_at_idx" ON "expensive_calls"("user_id", "kind", "started_at");

-- CreateIndex
CREATE INDEX "expensive_calls_started_at_idx" ON "expensive_calls"("started_at");
