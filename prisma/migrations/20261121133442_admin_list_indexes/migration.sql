-- DropIndex
DROP INDEX "employees_user_id_idx";

-- CreateIndex
CREATE INDEX "companies_official_name_idx" ON "companies"("official_name");

-- CreateIndex
CREATE INDEX "companies_ceo_full_name_idx" ON "companies"("ceo_full_name");

-- CreateIndex
CREATE INDEX "companies_bank_name_idx" ON "companies"("bank_name");

-- CreateIndex
CREATE INDEX "employees_user_id_status_idx" ON "employees"("user_id", "status");

-- CreateIndex
CREATE INDEX "users_first_name_idx" ON "users"("first_name");
