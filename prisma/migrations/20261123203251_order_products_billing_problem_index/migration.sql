-- CreateIndex
CREATE INDEX "order_products_billing_problem_idx" ON "order_products"("order_id") WHERE ((COALESCE(error_bss, ''::text) <> ''::text) OR (NOT is_send_bss));
