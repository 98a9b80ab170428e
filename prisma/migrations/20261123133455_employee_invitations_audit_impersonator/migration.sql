-- AlterTable
ALTER TABLE "audit_logs" ADD COLUMN     "impersonator_user_id" UUID;

-- AlterTable
ALTER TABLE "employees" ADD COLUMN     "invite_pending" BOOLEAN NOT NULL DEFAULT false;
