-- AlterTable
ALTER TABLE "orders" ADD COLUMN     "personal_data_erased_at" TIMESTAMPTZ(6);
