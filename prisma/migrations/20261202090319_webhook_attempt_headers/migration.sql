-- AlterTable
ALTER TABLE "webhook_attempts" ADD COLUMN     "request_headers" JSONB NOT NULL DEFAULT '{}',
ADD COLUMN     "response_headers" JSONB NOT NULL DEFAULT '{}';
