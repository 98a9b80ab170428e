-- AlterTable
ALTER TABLE "offers" ADD COLUMN     "bss_plan_withdrawn_at" TIMESTAMPTZ(6);
