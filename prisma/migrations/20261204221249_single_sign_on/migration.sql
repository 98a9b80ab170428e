-- AlterTable
ALTER TABLE "sign_in_challenges" ADD COLUMN     "second_factor_at" TIMESTAMPTZ(6);

-- AlterTable
ALTER TABLE "sign_in_policy" ADD COLUMN     "break_glass_user_id" UUID,
ADD COLUMN     "password_sign_in" BOOLEAN NOT NULL DEFAULT true;

-- AlterTable
ALTER TABLE "users" ADD COLUMN     "sso_issuer" TEXT,
ADD COLUMN     "sso_subject" TEXT;

-- CreateIndex
CREATE UNIQUE INDEX "users_sso_issuer_sso_subject_key" ON "users"("sso_issuer", "sso_subject");

-- AddForeignKey
ALTER TABLE "sign_in_policy" ADD CONSTRAINT "sign_in_policy_break_glass_user_id_fkey" FOREIGN KEY ("break_glass_user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;
