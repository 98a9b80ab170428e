-- AlterTable
ALTER TABLE "contact_messages" ADD COLUMN     "read_at" TIMESTAMPTZ(6),
ADD COLUMN     "sender_address" TEXT;

-- AlterTable
ALTER TABLE "partner_requests" ADD COLUMN     "read_at" TIMESTAMPTZ(6),
ADD COLUMN     "sender_address" TEXT;

-- CreateTable
CREATE TABLE "editor_upload_tokens" (
    "id" UUID NOT NULL,
    "token_hash" TEXT NOT NULL,
    "user_id" UUID NOT NULL,
    "expires_at" TIMESTAMPTZ(6) NOT NULL,
    "created_at" TIMESTAMPTZ(6) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "editor_upload_tokens_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "editor_upload_tokens_token_hash_key" ON "editor_upload_tokens"("token_hash");

-- CreateIndex
CREATE INDEX "editor_upload_tokens_user_id_idx" ON "editor_upload_tokens"("user_id");

-- CreateIndex
CREATE INDEX "editor_upload_tokens_expires_at_idx" ON "editor_upload_tokens"("expires_at");

-- CreateIndex
CREATE INDEX "contact_messages_sender_address_created_at_idx" ON "contact_messages"("sender_address", "created_at");

-- CreateIndex
CREATE INDEX "partner_requests_sender_address_created_at_idx" ON "partner_requests"("sender_address", "created_at");

-- AddForeignKey
ALTER TABLE "editor_upload_tokens" ADD CONSTRAINT "editor_upload_tokens_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
