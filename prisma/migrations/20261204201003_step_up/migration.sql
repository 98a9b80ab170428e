-- AlterTable
ALTER TABLE "sessions" ADD COLUMN     "password_confirmed_at" TIMESTAMPTZ(6);
