-- AlterTable
ALTER TABLE "orders" ADD COLUMN     "version" INTEGER NOT NULL DEFAULT 1;

-- CreateTable
CREATE TABLE "order_viewers" (
    "order_id" INTEGER NOT NULL,
    "user_id" UUID NOT NULL,
    "seen_at" TIMESTAMPTZ(6) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "order_viewers_pkey" PRIMARY KEY ("order_id","user_id")
);

-- CreateIndex
CREATE INDEX "order_viewers_seen_at_idx" ON "order_viewers"("seen_at");

-- CreateIndex
CREATE INDEX "order_products_msisdn_trgm_idx" ON "order_products" USING GIN ("msisdn" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "order_products_iccid_trgm_idx" ON "order_products" USING GIN ("iccid" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "order_products_portation_trgm_idx" ON "order_products" USING GIN ("portation_mobile_number" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "orders_tracking_trgm_idx" ON "orders" USING GIN ("tracking" gin_trgm_ops);

-- AddForeignKey
ALTER TABLE "order_viewers" ADD CONSTRAINT "order_viewers_order_id_fkey" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "order_viewers" ADD CONSTRAINT "order_viewers_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Every change of an order moves its version (updated_at stays the writer's, so seeds stay repeatable).
CREATE FUNCTION "orders_next_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."version" := OLD."version" + 1;
  RETURN NEW;
END
$$;

CREATE TRIGGER "orders_next_version" BEFORE UPDATE ON "orders"
  FOR EACH ROW EXECUTE FUNCTION "orders_next_version"();

-- A change of one of its SIMs is a change of the order. Every writer of order_products already holds
-- the order's row lock (lockOrder), so touching the order here takes no new lock.
CREATE FUNCTION "order_products_touch_order"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "orders" SET "version" = "version" WHERE "id" = NEW."order_id";
  RETURN NULL;
END
$$;

CREATE TRIGGER "order_products_touch_order" AFTER UPDATE ON "order_products"
  FOR EACH ROW EXECUTE FUNCTION "order_products_touch_order"();
