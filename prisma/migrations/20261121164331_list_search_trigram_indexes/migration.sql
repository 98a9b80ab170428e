-- CreateExtension (written by hand: the trigram operator class below needs pg_trgm; schema.prisma does
-- not declare extensions, so the diff never generates or checks this statement)
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- CreateIndex
CREATE INDEX "companies_name_trgm_idx" ON "companies" USING GIN ("name" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "companies_official_name_trgm_idx" ON "companies" USING GIN ("official_name" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "companies_inn_trgm_idx" ON "companies" USING GIN ("inn" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "companies_ogrn_trgm_idx" ON "companies" USING GIN ("ogrn" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "companies_ceo_full_name_trgm_idx" ON "companies" USING GIN ("ceo_full_name" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "companies_bank_name_trgm_idx" ON "companies" USING GIN ("bank_name" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "companies_bik_trgm_idx" ON "companies" USING GIN ("bik" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "companies_bank_rs_trgm_idx" ON "companies" USING GIN ("bank_rs" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "users_first_name_trgm_idx" ON "users" USING GIN ("first_name" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "users_last_name_trgm_idx" ON "users" USING GIN ("last_name" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "users_email_trgm_idx" ON "users" USING GIN ("email" gin_trgm_ops);
