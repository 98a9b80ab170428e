-- AlterTable
ALTER TABLE "employees" ADD COLUMN     "invited_email" TEXT,
ALTER COLUMN "user_id" DROP NOT NULL;

-- CreateIndex
CREATE INDEX "employees_invited_email_idx" ON "employees"("invited_email");

-- CreateIndex
CREATE UNIQUE INDEX "employees_company_id_invited_email_key" ON "employees"("company_id", "invited_email");

-- A row belongs to an account or, while no account has the address, to the invited address; never both.
ALTER TABLE "employees" ADD CONSTRAINT "employees_account_or_invited_email"
  CHECK (("user_id" IS NULL) <> ("invited_email" IS NULL));
