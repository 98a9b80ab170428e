-- CreateIndex
CREATE INDEX "orders_amount_idx" ON "orders"("amount");

-- CreateIndex
CREATE INDEX "orders_first_name_trgm_idx" ON "orders" USING GIN ("first_name" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "orders_last_name_trgm_idx" ON "orders" USING GIN ("last_name" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "orders_email_trgm_idx" ON "orders" USING GIN ("email" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "orders_phone_trgm_idx" ON "orders" USING GIN ("phone" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "orders_fiscal_code_trgm_idx" ON "orders" USING GIN ("fiscal_code" gin_trgm_ops);
