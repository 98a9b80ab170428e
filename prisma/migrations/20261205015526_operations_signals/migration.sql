-- CreateIndex
CREATE INDEX "webhook_attempts_at_idx" ON "webhook_attempts"("at");

-- CreateIndex
CREATE INDEX "webhook_deliveries_created_at_idx" ON "webhook_deliveries"("created_at");
