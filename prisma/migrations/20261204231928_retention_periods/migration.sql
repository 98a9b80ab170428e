-- CreateTable
CREATE TABLE "retention_periods" (
    "kind" TEXT NOT NULL,
    "months" SMALLINT,
    "updated_at" TIMESTAMPTZ(6) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "retention_periods_pkey" PRIMARY KEY ("kind")
);
