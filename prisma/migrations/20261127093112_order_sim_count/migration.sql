-- AlterTable
ALTER TABLE "orders" ADD COLUMN     "sim_count" INTEGER NOT NULL DEFAULT 0;

-- CreateIndex
CREATE INDEX "orders_created_at_sim_count_idx" ON "orders"("created_at", "sim_count");

UPDATE "orders" o SET "sim_count" = (SELECT count(*) FROM "order_products" p WHERE p."order_id" = o."id");

-- SIMs added or removed count in their orders, once per statement (a bulk insert updates each order
-- once); a removal by the order's own deletion finds no order.
CREATE FUNCTION "order_products_count_added"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "orders" o SET "sim_count" = o."sim_count" + a."n"
  FROM (SELECT "order_id", count(*)::int AS "n" FROM "added" GROUP BY "order_id") a
  WHERE o."id" = a."order_id";
  RETURN NULL;
END
$$;

CREATE FUNCTION "order_products_count_removed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "orders" o SET "sim_count" = o."sim_count" - r."n"
  FROM (SELECT "order_id", count(*)::int AS "n" FROM "removed" GROUP BY "order_id") r
  WHERE o."id" = r."order_id";
  RETURN NULL;
END
$$;

CREATE TRIGGER "order_products_count_added" AFTER INSERT ON "order_products"
  REFERENCING NEW TABLE AS "added" FOR EACH STATEMENT EXECUTE FUNCTION "order_products_count_added"();

CREATE TRIGGER "order_products_count_removed" AFTER DELETE ON "order_products"
  REFERENCING OLD TABLE AS "removed" FOR EACH STATEMENT EXECUTE FUNCTION "order_products_count_removed"();
