-- CreateTable
CREATE TABLE "list_column_choices" (
    "user_id" UUID NOT NULL,
    "list_key" TEXT NOT NULL,
    "hidden" TEXT[],
    "updated_at" TIMESTAMPTZ(6) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "list_column_choices_pkey" PRIMARY KEY ("user_id","list_key")
);

-- AddForeignKey
ALTER TABLE "list_column_choices" ADD CONSTRAINT "list_column_choices_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
