-- AlterTable
ALTER TABLE "order_products" ADD COLUMN     "bss_cancel_error" TEXT,
ADD COLUMN     "bss_cancel_status" TEXT;

-- CreateIndex
CREATE INDEX "order_intake_requests_created_at_idx" ON "order_intake_requests"("created_at");

-- CreateIndex
CREATE INDEX "order_products_bss_cancel_status_idx" ON "order_products"("bss_cancel_status");

-- CreateIndex
CREATE INDEX "refund_history_refund_status_created_at_idx" ON "refund_history"("refund_status", "created_at");
