-- A password reset's token is never stored: its email names the link (password_reset_id) and the send
-- makes the token, keeping only its hash on the link (null until then).
ALTER TABLE "email_messages" ADD COLUMN     "password_reset_id" UUID;

ALTER TABLE "password_resets" ALTER COLUMN "token_hash" DROP NOT NULL;

ALTER TABLE "email_messages" ADD CONSTRAINT "email_messages_password_reset_id_fkey" FOREIGN KEY ("password_reset_id") REFERENCES "password_resets"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- The links already logged: a reset still waiting to be sent is tied to its link (found by the hash of
-- the token its body held), and every logged token is redacted.
UPDATE "email_messages" m
SET "password_reset_id" = r."id"
FROM "password_resets" r
WHERE m."kind" = 'password-reset' AND m."status" = 'pending'
  AND r."token_hash" = encode(sha256(convert_to(substring(m."html" FROM 'token=([A-Za-z0-9_-]{43})'), 'UTF8')), 'hex');

UPDATE "email_messages"
SET "html" = regexp_replace("html", 'token=[A-Za-z0-9_-]{43}', 'token=[redacted]', 'g'),
    "text" = regexp_replace("text", 'token=[A-Za-z0-9_-]{43}', 'token=[redacted]', 'g')
WHERE "kind" = 'password-reset';
