-- CreateIndex
CREATE INDEX "stores_created_at_idx" ON "stores"("created_at");

-- CreateIndex
CREATE INDEX "stores_store_name_trgm_idx" ON "stores" USING GIN ("store_name" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "stores_address_trgm_idx" ON "stores" USING GIN ("address" gin_trgm_ops);
