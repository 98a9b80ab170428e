-- CreateTable
CREATE TABLE "order_intake_requests" (
    "id" UUID NOT NULL,
    "caller_id" UUID NOT NULL,
    "idempotency_key" TEXT NOT NULL,
    "request_hash" TEXT NOT NULL,
    "order_id" INTEGER NOT NULL,
    "response" JSONB NOT NULL,
    "created_at" TIMESTAMPTZ(6) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "order_intake_requests_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "order_intake_requests_order_id_key" ON "order_intake_requests"("order_id");

-- CreateIndex
CREATE UNIQUE INDEX "order_intake_requests_caller_id_idempotency_key_key" ON "order_intake_requests"("caller_id", "idempotency_key");

-- AddForeignKey
ALTER TABLE "order_intake_requests" ADD CONSTRAINT "order_intake_requests_order_id_fkey" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE CASCADE ON UPDATE CASCADE;
