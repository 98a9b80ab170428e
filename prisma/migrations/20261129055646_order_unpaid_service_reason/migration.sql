-- AlterTable
ALTER TABLE "orders" ADD COLUMN     "unpaid_service_reason" TEXT;
