-- A password reset's token no longer stays in the email log: the body keeps `token=[redacted]` and the
-- token waits in `secret` until the send is recorded (then it is cleared).
ALTER TABLE "email_messages" ADD COLUMN     "secret" TEXT;

-- The links already logged: redacted; a reset still waiting to be sent keeps its token for the send.
UPDATE "email_messages"
SET "secret" = CASE WHEN "status" = 'pending' THEN substring("html" FROM 'token=([A-Za-z0-9_-]{43})') END,
    "html" = regexp_replace("html", 'token=[A-Za-z0-9_-]{43}', 'token=[redacted]', 'g'),
    "text" = regexp_replace("text", 'token=[A-Za-z0-9_-]{43}', 'token=[redacted]', 'g')
WHERE "kind" = 'password-reset';
