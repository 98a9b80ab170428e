-- CreateTable
CREATE TABLE "users" (
    "id" UUID NOT NULL,
    "email" TEXT NOT NULL,
    "password_hash" TEXT NOT NULL,
    "first_name" TEXT NOT NULL DEFAULT '',
    "last_name" TEXT NOT NULL DEFAULT '',
    "second_name" TEXT NOT NULL DEFAULT '',
    "phone" TEXT,
    "birthday" DATE,
    "sex" TEXT,
    "system_role" SMALLINT NOT NULL DEFAULT 0,
    "status" SMALLINT NOT NULL DEFAULT 2,
    "created_at" TIMESTAMPTZ(6) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(6) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "deleted_at" TIMESTAMPTZ(6),

    CONSTRAINT "users_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "sessions" (
    "id" UUID NOT NULL,
    "token_hash" TEXT NOT NULL,
    "user_id" UUID NOT NULL,
    "impersonator_session_id" UUID,
    "created_at" TIMESTAMPTZ(6) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "last_seen_at" TIMESTAMPTZ(6) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expires_at" TIMESTAMPTZ(6) NOT NULL,
    "ip" TEXT,
    "user_agent" TEXT,

    CONSTRAINT "sessions_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "login_attempts" (
    "id" UUID NOT NULL,
    "key" TEXT NOT NULL,
    "succeeded" BOOLEAN NOT NULL,
    "created_at" TIMESTAMPTZ(6) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "login_attempts_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "audit_logs" (
    "id" BIGSERIAL NOT NULL,
    "actor_user_id" UUID,
    "action" TEXT NOT NULL,
    "entity_type" TEXT NOT NULL,
    "entity_id" TEXT NOT NULL,
    "changes" JSONB,
    "ip" TEXT,
    "created_at" TIMESTAMPTZ(6) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "audit_logs_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "companies" (
    "id" SERIAL NOT NULL,
    "uuid" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "status" SMALLINT NOT NULL DEFAULT 1,
    "official_name" TEXT NOT NULL DEFAULT '',
    "official_address" TEXT NOT NULL DEFAULT '',
    "address" TEXT NOT NULL DEFAULT '',
    "inn" TEXT NOT NULL DEFAULT '',
    "ogrn" TEXT NOT NULL DEFAULT '',
    "ceo_full_name" TEXT NOT NULL DEFAULT '',
    "company_email" TEXT NOT NULL DEFAULT '',
    "company_phone" TEXT NOT NULL DEFAULT '',
    "bank_rs" TEXT NOT NULL DEFAULT '',
    "bik" TEXT NOT NULL DEFAULT '',
    "bank_ks" TEXT NOT NULL DEFAULT '',
    "bank_name" TEXT NOT NULL DEFAULT '',
    "owner_user_id" UUID NOT NULL,
    "created_at" TIMESTAMPTZ(6) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(6) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "deleted_at" TIMESTAMPTZ(6),

    CONSTRAINT "companies_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "employees" (
    "id" UUID NOT NULL,
    "company_id" INTEGER NOT NULL,
    "user_id" UUID NOT NULL,
    "role" SMALLINT NOT NULL DEFAULT 0,
    "status" SMALLINT NOT NULL DEFAULT 1,
    "created_at" TIMESTAMPTZ(6) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(6) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "employees_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "stored_files" (
    "id" UUID NOT NULL,
    "storage_key" TEXT NOT NULL,
    "original_name" TEXT NOT NULL,
    "mime_type" TEXT NOT NULL,
    "size" INTEGER NOT NULL,
    "directory" TEXT NOT NULL DEFAULT '',
    "uploader_id" UUID,
    "created_at" TIMESTAMPTZ(6) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "stored_files_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "blog_posts" (
    "id" UUID NOT NULL,
    "title" TEXT NOT NULL,
    "date" DATE NOT NULL,
    "publish" BOOLEAN NOT NULL DEFAULT true,
    "image1" TEXT NOT NULL DEFAULT '',
    "alt1" TEXT NOT NULL DEFAULT '',
    "image2" TEXT NOT NULL DEFAULT '',
    "alt2" TEXT NOT NULL DEFAULT '',
    "card_design" TEXT NOT NULL,
    "content" TEXT NOT NULL DEFAULT '',
    "seo_description" TEXT NOT NULL DEFAULT '',
    "seo_keywords" TEXT NOT NULL DEFAULT '',
    "seo_url" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(6) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(6) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "blog_posts_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "slides" (
    "id" UUID NOT NULL,
    "title" TEXT NOT NULL,
    "subtitle" TEXT NOT NULL DEFAULT '',
    "publish" BOOLEAN NOT NULL DEFAULT true,
    "display_text" BOOLEAN NOT NULL DEFAULT false,
    "image" TEXT NOT NULL DEFAULT '',
    "alt" TEXT NOT NULL DEFAULT '',
    "image_m" TEXT NOT NULL DEFAULT '',
    "alt_m" TEXT NOT NULL DEFAULT '',
    "link" TEXT NOT NULL DEFAULT '',
    "slider_sort" INTEGER NOT NULL DEFAULT 0,
    "created_at" TIMESTAMPTZ(6) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(6) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "slides_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "faq_categories" (
    "id" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "priority" INTEGER NOT NULL DEFAULT 0,
    "publish" BOOLEAN NOT NULL DEFAULT true,
    "created_at" TIMESTAMPTZ(6) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(6) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "faq_categories_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "faq_questions" (
    "id" UUID NOT NULL,
    "question" TEXT NOT NULL,
    "answer" TEXT NOT NULL,
    "priority" INTEGER NOT NULL DEFAULT 0,
    "publish" BOOLEAN NOT NULL DEFAULT true,
    "category_id" UUID NOT NULL,
    "created_at" TIMESTAMPTZ(6) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(6) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "faq_questions_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "page_faq_url_groups" (
    "id" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "url" TEXT NOT NULL,
    "priority" INTEGER NOT NULL DEFAULT 0,
    "publish" BOOLEAN NOT NULL DEFAULT true,
    "created_at" TIMESTAMPTZ(6) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(6) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "page_faq_url_groups_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "page_faq_questions" (
    "id" UUID NOT NULL,
    "question" TEXT NOT NULL,
    "answer" TEXT NOT NULL,
    "priority" INTEGER NOT NULL DEFAULT 0,
    "publish" BOOLEAN NOT NULL DEFAULT true,
    "url_group_id" UUID NOT NULL,
    "created_at" TIMESTAMPTZ(6) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(6) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "page_faq_questions_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "file_categories" (
    "id" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "priority" INTEGER NOT NULL DEFAULT 0,
    "publish" BOOLEAN NOT NULL DEFAULT true,
    "created_at" TIMESTAMPTZ(6) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(6) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "file_categories_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "support_files" (
    "id" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "description" TEXT NOT NULL DEFAULT '',
    "category_id" UUID NOT NULL,
    "file" TEXT NOT NULL,
    "priority" INTEGER NOT NULL DEFAULT 0,
    "publish" BOOLEAN NOT NULL DEFAULT true,
    "created_at" TIMESTAMPTZ(6) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(6) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "support_files_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "variables" (
    "id" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "value" TEXT NOT NULL DEFAULT '',
    "publish" BOOLEAN NOT NULL DEFAULT true,
    "created_at" TIMESTAMPTZ(6) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(6) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "variables_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "contact_messages" (
    "id" UUID NOT NULL,
    "topic" TEXT NOT NULL DEFAULT '',
    "name" TEXT NOT NULL DEFAULT '',
    "mail" TEXT NOT NULL DEFAULT '',
    "phone" TEXT NOT NULL DEFAULT '',
    "link" TEXT NOT NULL DEFAULT '',
    "message" TEXT NOT NULL DEFAULT '',
    "created_at" TIMESTAMPTZ(6) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "contact_messages_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "partner_requests" (
    "id" UUID NOT NULL,
    "business_name" TEXT NOT NULL DEFAULT '',
    "contact_name" TEXT NOT NULL DEFAULT '',
    "region" TEXT NOT NULL DEFAULT '',
    "province" TEXT NOT NULL DEFAULT '',
    "address" TEXT NOT NULL DEFAULT '',
    "postcode" TEXT NOT NULL DEFAULT '',
    "vat_number" TEXT NOT NULL DEFAULT '',
    "email" TEXT NOT NULL DEFAULT '',
    "phone_number" TEXT NOT NULL DEFAULT '',
    "created_at" TIMESTAMPTZ(6) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "partner_requests_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "source_files" (
    "id" UUID NOT NULL,
    "file_name" TEXT NOT NULL DEFAULT '',
    "description" TEXT NOT NULL DEFAULT '',
    "publish" BOOLEAN NOT NULL DEFAULT true,
    "anchor" TEXT NOT NULL DEFAULT '',
    "created_at" TIMESTAMPTZ(6) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(6) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "source_files_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "static_pages" (
    "id" UUID NOT NULL,
    "publish" BOOLEAN NOT NULL DEFAULT true,
    "page_title" TEXT NOT NULL,
    "content" TEXT NOT NULL DEFAULT '',
    "title" TEXT NOT NULL DEFAULT '',
    "description" TEXT NOT NULL DEFAULT '',
    "keywords" TEXT NOT NULL DEFAULT '',
    "url" TEXT NOT NULL,
    "h1" TEXT NOT NULL DEFAULT '',
    "dont_index_page" BOOLEAN NOT NULL DEFAULT false,
    "dont_show_on_sitemap" BOOLEAN NOT NULL DEFAULT false,
    "created_at" TIMESTAMPTZ(6) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(6) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "static_pages_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "email_notifications" (
    "id" UUID NOT NULL,
    "publish" BOOLEAN NOT NULL DEFAULT true,
    "template_id" TEXT NOT NULL,
    "template_name" TEXT NOT NULL,
    "topic_name" TEXT NOT NULL,
    "send_to" TEXT NOT NULL,
    "file" TEXT NOT NULL DEFAULT '',
    "priority" INTEGER NOT NULL DEFAULT 0,
    "created_at" TIMESTAMPTZ(6) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(6) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "email_notifications_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "billing_plans" (
    "id" INTEGER NOT NULL,
    "title" TEXT NOT NULL,
    "renewal_price" DECIMAL(12,2) NOT NULL,
    "activation_price_new" DECIMAL(12,2) NOT NULL,
    "activation_price_first_network" DECIMAL(12,2) NOT NULL,
    "activation_price_other_networks" DECIMAL(12,2) NOT NULL,
    "port_in_only" BOOLEAN NOT NULL DEFAULT false,
    "excluded_operators" JSONB NOT NULL DEFAULT '[]',
    "dependent_options" JSONB NOT NULL DEFAULT '[]',
    "active" BOOLEAN NOT NULL DEFAULT true,
    "raw" JSONB,
    "synced_at" TIMESTAMPTZ(6) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "billing_plans_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "offers" (
    "id" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "priority" INTEGER NOT NULL DEFAULT 0,
    "publish" BOOLEAN NOT NULL DEFAULT true,
    "price" DECIMAL(12,2) NOT NULL,
    "price_for" TEXT NOT NULL DEFAULT 'al mese',
    "other_text" TEXT NOT NULL DEFAULT '',
    "data_gb" TEXT NOT NULL DEFAULT '',
    "sms" TEXT NOT NULL DEFAULT '',
    "minutes" TEXT NOT NULL DEFAULT '',
    "additional_data" TEXT NOT NULL DEFAULT '',
    "additional_data_color" TEXT NOT NULL DEFAULT '',
    "additional_data_bold" BOOLEAN NOT NULL DEFAULT false,
    "additional_data_two" TEXT NOT NULL DEFAULT '',
    "additional_data_two_color" TEXT NOT NULL DEFAULT '',
    "additional_data_two_bold" BOOLEAN NOT NULL DEFAULT false,
    "additional_data_three" TEXT NOT NULL DEFAULT '',
    "additional_data_three_color" TEXT NOT NULL DEFAULT '',
    "additional_data_three_bold" BOOLEAN NOT NULL DEFAULT false,
    "int_min" TEXT NOT NULL DEFAULT '',
    "int_min_color" TEXT NOT NULL DEFAULT '',
    "int_min_bold" BOOLEAN NOT NULL DEFAULT false,
    "countries" TEXT NOT NULL DEFAULT '',
    "rates_abroad" BOOLEAN NOT NULL DEFAULT true,
    "rates_abroad_color" TEXT NOT NULL DEFAULT '',
    "rates_abroad_bold" BOOLEAN NOT NULL DEFAULT false,
    "free" BOOLEAN NOT NULL DEFAULT true,
    "free_color" TEXT NOT NULL DEFAULT '',
    "free_bold" BOOLEAN NOT NULL DEFAULT false,
    "activation_info" TEXT NOT NULL DEFAULT '',
    "display_roaming" BOOLEAN NOT NULL DEFAULT true,
    "overview" TEXT NOT NULL DEFAULT '',
    "note" TEXT NOT NULL DEFAULT '',
    "design" TEXT NOT NULL DEFAULT 'Blue',
    "photo_list" TEXT NOT NULL DEFAULT '',
    "alt_list" TEXT NOT NULL DEFAULT '',
    "photo_slide" TEXT NOT NULL DEFAULT '',
    "alt_slide" TEXT NOT NULL DEFAULT '',
    "photo_slide_lg" TEXT NOT NULL DEFAULT '',
    "alt_slide_lg" TEXT NOT NULL DEFAULT '',
    "photo_slide_m" TEXT NOT NULL DEFAULT '',
    "alt_slide_m" TEXT NOT NULL DEFAULT '',
    "display_offers" BOOLEAN NOT NULL DEFAULT true,
    "display_home" BOOLEAN NOT NULL DEFAULT false,
    "display_slider" BOOLEAN NOT NULL DEFAULT false,
    "slider_sort" INTEGER NOT NULL DEFAULT 0,
    "active" BOOLEAN NOT NULL DEFAULT true,
    "tariff_overview" TEXT NOT NULL DEFAULT '',
    "prospects_info" TEXT NOT NULL DEFAULT '',
    "contract" TEXT NOT NULL DEFAULT '',
    "seo_title" TEXT NOT NULL DEFAULT '',
    "seo_description" TEXT NOT NULL DEFAULT '',
    "seo_keywords" TEXT NOT NULL DEFAULT '',
    "url" TEXT NOT NULL,
    "external_id" INTEGER,
    "external_data" JSONB,
    "created_at" TIMESTAMPTZ(6) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(6) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "offers_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "offer_categories" (
    "id" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "priority" INTEGER NOT NULL DEFAULT 0,
    "publish" BOOLEAN NOT NULL DEFAULT true,
    "title" TEXT NOT NULL DEFAULT '',
    "description" TEXT NOT NULL DEFAULT '',
    "keywords" TEXT NOT NULL DEFAULT '',
    "url" TEXT,
    "h1" TEXT NOT NULL DEFAULT '',
    "created_at" TIMESTAMPTZ(6) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(6) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "offer_categories_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "offer_category_offers" (
    "offer_id" UUID NOT NULL,
    "category_id" UUID NOT NULL,
    "created_at" TIMESTAMPTZ(6) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "offer_category_offers_pkey" PRIMARY KEY ("offer_id","category_id")
);

-- CreateTable
CREATE TABLE "offer_details" (
    "id" UUID NOT NULL,
    "publish" BOOLEAN NOT NULL DEFAULT true,
    "bss_details_id" INTEGER NOT NULL,
    "bss_details_title" TEXT NOT NULL DEFAULT '',
    "bss_details_renewal_price" DECIMAL(12,2),
    "bss_details_activation_price" DECIMAL(12,2),
    "name_it" TEXT NOT NULL DEFAULT '',
    "name_en" TEXT NOT NULL DEFAULT '',
    "price_eur" DECIMAL(12,2),
    "act_price_eur" DECIMAL(12,2),
    "price_for" SMALLINT NOT NULL DEFAULT 1,
    "act_price_for" SMALLINT NOT NULL DEFAULT 1,
    "other_text_one_it" TEXT NOT NULL DEFAULT '',
    "other_text_one_en" TEXT NOT NULL DEFAULT '',
    "other_text_two_it" TEXT NOT NULL DEFAULT '',
    "other_text_two_en" TEXT NOT NULL DEFAULT '',
    "created_at" TIMESTAMPTZ(6) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(6) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "offer_details_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "options" (
    "id" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "priority" INTEGER NOT NULL DEFAULT 0,
    "publish" BOOLEAN NOT NULL DEFAULT true,
    "type" TEXT NOT NULL DEFAULT 'extra',
    "price" DECIMAL(12,2) NOT NULL,
    "period" TEXT,
    "value" TEXT NOT NULL DEFAULT '',
    "measure" TEXT,
    "connect" TEXT NOT NULL DEFAULT '',
    "link_for_button" TEXT NOT NULL DEFAULT '',
    "limits" TEXT NOT NULL DEFAULT '',
    "overview" TEXT NOT NULL DEFAULT '',
    "note" TEXT NOT NULL DEFAULT '',
    "bss" TEXT NOT NULL DEFAULT '',
    "seo_title" TEXT NOT NULL DEFAULT '',
    "seo_description" TEXT NOT NULL DEFAULT '',
    "seo_keywords" TEXT NOT NULL DEFAULT '',
    "seo_url" TEXT,
    "active" BOOLEAN NOT NULL DEFAULT true,
    "tariff_overview" TEXT NOT NULL DEFAULT '',
    "prospects_info" TEXT NOT NULL DEFAULT '',
    "contract" TEXT NOT NULL DEFAULT '',
    "created_at" TIMESTAMPTZ(6) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(6) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "options_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "shop_settings" (
    "id" SMALLINT NOT NULL DEFAULT 1,
    "uuid" UUID NOT NULL,
    "eshop_price" DECIMAL(12,2) NOT NULL DEFAULT 0,
    "esim_price" DECIMAL(12,2) NOT NULL DEFAULT 0,
    "esim_replacement_price" DECIMAL(12,2) NOT NULL DEFAULT 0,
    "esim_mnp_price" DECIMAL(12,2) NOT NULL DEFAULT 0,
    "sim_price" DECIMAL(12,2) NOT NULL DEFAULT 0,
    "publish" BOOLEAN NOT NULL DEFAULT true,
    "overview" TEXT NOT NULL DEFAULT '',
    "note" TEXT NOT NULL DEFAULT '',
    "title" TEXT NOT NULL DEFAULT '',
    "description" TEXT NOT NULL DEFAULT '',
    "keywords" TEXT NOT NULL DEFAULT '',
    "url" TEXT NOT NULL DEFAULT '',
    "promo_is_active" BOOLEAN NOT NULL DEFAULT false,
    "updated_at" TIMESTAMPTZ(6) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "shop_settings_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "discount_codes" (
    "id" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "active" BOOLEAN NOT NULL DEFAULT true,
    "expires_at" TIMESTAMPTZ(6),
    "only_mnp" BOOLEAN NOT NULL DEFAULT false,
    "dont_send_to_logistic" BOOLEAN NOT NULL DEFAULT false,
    "created_by_user_id" UUID,
    "created_at" TIMESTAMPTZ(6) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(6) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "discount_codes_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "discount_code_actions" (
    "id" UUID NOT NULL,
    "discount_code_id" UUID NOT NULL,
    "discount_type" SMALLINT NOT NULL,
    "amount" DECIMAL(12,2) NOT NULL,
    "amount_type" SMALLINT NOT NULL DEFAULT 0,
    "position" SMALLINT NOT NULL DEFAULT 0,

    CONSTRAINT "discount_code_actions_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "discount_code_action_params" (
    "id" UUID NOT NULL,
    "action_id" UUID NOT NULL,
    "value" INTEGER NOT NULL,

    CONSTRAINT "discount_code_action_params_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "orders" (
    "id" SERIAL NOT NULL,
    "uuid" UUID NOT NULL,
    "status" SMALLINT NOT NULL DEFAULT 0,
    "payment_status" SMALLINT NOT NULL DEFAULT 0,
    "amount" DECIMAL(12,2) NOT NULL,
    "note" TEXT NOT NULL DEFAULT '',
    "payment_sum" DECIMAL(12,2) NOT NULL DEFAULT 0,
    "refund_sum" DECIMAL(12,2) NOT NULL DEFAULT 0,
    "shipment_price" DECIMAL(12,2) NOT NULL DEFAULT 0,
    "discount_amount" DECIMAL(12,2) NOT NULL DEFAULT 0,
    "discount_code_id" UUID,
    "discount_code_name" TEXT,
    "paid_at" TIMESTAMPTZ(6),
    "paid_method" TEXT,
    "paid_data" JSONB,
    "first_name" TEXT NOT NULL DEFAULT '',
    "last_name" TEXT NOT NULL DEFAULT '',
    "fiscal_code" TEXT NOT NULL DEFAULT '',
    "birth_place" TEXT NOT NULL DEFAULT '',
    "date_of_birth" DATE,
    "gender" TEXT NOT NULL DEFAULT '',
    "email" TEXT NOT NULL DEFAULT '',
    "phone" TEXT NOT NULL DEFAULT '',
    "delivery_street_name" TEXT NOT NULL DEFAULT '',
    "delivery_street_number" TEXT NOT NULL DEFAULT '',
    "delivery_city" TEXT NOT NULL DEFAULT '',
    "delivery_province" TEXT NOT NULL DEFAULT '',
    "delivery_zip_code" TEXT NOT NULL DEFAULT '',
    "delivery_country" TEXT NOT NULL DEFAULT '',
    "residential_street_name" TEXT NOT NULL DEFAULT '',
    "residential_street_number" TEXT NOT NULL DEFAULT '',
    "residential_city" TEXT NOT NULL DEFAULT '',
    "residential_province" TEXT NOT NULL DEFAULT '',
    "residential_zip_code" TEXT NOT NULL DEFAULT '',
    "residential_country" TEXT NOT NULL DEFAULT '',
    "tracking" TEXT NOT NULL DEFAULT '',
    "tracking_link" TEXT NOT NULL DEFAULT '',
    "platform" TEXT NOT NULL DEFAULT 'web',
    "bss_resend_started_at" TIMESTAMPTZ(6),
    "created_at" TIMESTAMPTZ(6) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(6) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "orders_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "order_products" (
    "id" SERIAL NOT NULL,
    "uuid" UUID NOT NULL,
    "order_id" INTEGER NOT NULL,
    "offer_id" UUID,
    "offer_name" TEXT NOT NULL DEFAULT '',
    "offer_price" DECIMAL(12,2) NOT NULL DEFAULT 0,
    "offer_external_id" INTEGER,
    "activation_price" DECIMAL(12,2) NOT NULL DEFAULT 0,
    "sim_status" SMALLINT NOT NULL DEFAULT 0,
    "sim_status_reason" TEXT NOT NULL DEFAULT '',
    "is_esim" BOOLEAN NOT NULL DEFAULT false,
    "esim_price" DECIMAL(12,2) NOT NULL DEFAULT 0,
    "table_items" JSONB NOT NULL DEFAULT '[]',
    "total_sum" DECIMAL(12,2) NOT NULL DEFAULT 0,
    "topup_amount" DECIMAL(12,2) NOT NULL DEFAULT 0,
    "portation_mobile_number" TEXT,
    "portation_donor_network" TEXT,
    "msisdn" TEXT,
    "iccid" TEXT,
    "friend_code" TEXT,
    "consent" BOOLEAN NOT NULL DEFAULT false,
    "external_id" TEXT,
    "external_data" JSONB,
    "error_bss" TEXT,
    "is_send_bss" BOOLEAN NOT NULL DEFAULT false,
    "created_at" TIMESTAMPTZ(6) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(6) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "order_products_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "order_product_options" (
    "id" UUID NOT NULL,
    "product_id" INTEGER NOT NULL,
    "option_id" UUID,
    "optional_name" TEXT NOT NULL,
    "optional_price" DECIMAL(12,2) NOT NULL,

    CONSTRAINT "order_product_options_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "order_history" (
    "id" UUID NOT NULL,
    "order_id" INTEGER NOT NULL,
    "product_id" INTEGER,
    "type" TEXT NOT NULL,
    "field" TEXT,
    "from_value" TEXT,
    "to_value" TEXT,
    "email" TEXT NOT NULL DEFAULT '',
    "actor_user_id" UUID,
    "created_at" TIMESTAMPTZ(6) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "order_history_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "refund_history" (
    "id" UUID NOT NULL,
    "order_id" INTEGER NOT NULL,
    "refund_status" TEXT NOT NULL,
    "amount" DECIMAL(12,2) NOT NULL,
    "email" TEXT NOT NULL DEFAULT '',
    "actor_user_id" UUID,
    "provider_data" JSONB,
    "created_at" TIMESTAMPTZ(6) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "refund_history_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "donor_operators" (
    "id" TEXT NOT NULL,
    "displayed_name" TEXT NOT NULL,
    "priority" INTEGER NOT NULL DEFAULT 0,
    "active" BOOLEAN NOT NULL DEFAULT true,

    CONSTRAINT "donor_operators_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "stores" (
    "id" UUID NOT NULL,
    "store_name" TEXT NOT NULL,
    "address" TEXT NOT NULL,
    "latitude" DOUBLE PRECISION,
    "longitude" DOUBLE PRECISION,
    "active" BOOLEAN NOT NULL DEFAULT true,
    "priority" INTEGER NOT NULL DEFAULT 0,
    "instructions" TEXT NOT NULL DEFAULT '',
    "created_at" TIMESTAMPTZ(6) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(6) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "stores_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "import_jobs" (
    "id" UUID NOT NULL,
    "kind" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'pending',
    "current" INTEGER NOT NULL DEFAULT 0,
    "end" INTEGER NOT NULL DEFAULT 0,
    "details" JSONB NOT NULL DEFAULT '{}',
    "result" JSONB,
    "error" TEXT,
    "created_by_id" UUID,
    "created_at" TIMESTAMPTZ(6) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(6) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "finished_at" TIMESTAMPTZ(6),

    CONSTRAINT "import_jobs_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "users_email_key" ON "users"("email");

-- CreateIndex
CREATE INDEX "users_system_role_idx" ON "users"("system_role");

-- CreateIndex
CREATE INDEX "users_status_idx" ON "users"("status");

-- CreateIndex
CREATE INDEX "users_last_name_first_name_idx" ON "users"("last_name", "first_name");

-- CreateIndex
CREATE INDEX "users_created_at_idx" ON "users"("created_at");

-- CreateIndex
CREATE UNIQUE INDEX "sessions_token_hash_key" ON "sessions"("token_hash");

-- CreateIndex
CREATE INDEX "sessions_user_id_idx" ON "sessions"("user_id");

-- CreateIndex
CREATE INDEX "sessions_impersonator_session_id_idx" ON "sessions"("impersonator_session_id");

-- CreateIndex
CREATE INDEX "sessions_expires_at_idx" ON "sessions"("expires_at");

-- CreateIndex
CREATE INDEX "login_attempts_key_created_at_idx" ON "login_attempts"("key", "created_at");

-- CreateIndex
CREATE INDEX "login_attempts_created_at_idx" ON "login_attempts"("created_at");

-- CreateIndex
CREATE INDEX "audit_logs_entity_type_entity_id_created_at_idx" ON "audit_logs"("entity_type", "entity_id", "created_at");

-- CreateIndex
CREATE INDEX "audit_logs_actor_user_id_created_at_idx" ON "audit_logs"("actor_user_id", "created_at");

-- CreateIndex
CREATE INDEX "audit_logs_created_at_idx" ON "audit_logs"("created_at");

-- CreateIndex
CREATE UNIQUE INDEX "companies_uuid_key" ON "companies"("uuid");

-- CreateIndex
CREATE INDEX "companies_name_idx" ON "companies"("name");

-- CreateIndex
CREATE INDEX "companies_inn_idx" ON "companies"("inn");

-- CreateIndex
CREATE INDEX "companies_ogrn_idx" ON "companies"("ogrn");

-- CreateIndex
CREATE INDEX "companies_status_idx" ON "companies"("status");

-- CreateIndex
CREATE INDEX "companies_owner_user_id_idx" ON "companies"("owner_user_id");

-- CreateIndex
CREATE INDEX "employees_user_id_idx" ON "employees"("user_id");

-- CreateIndex
CREATE UNIQUE INDEX "employees_company_id_user_id_key" ON "employees"("company_id", "user_id");

-- CreateIndex
CREATE UNIQUE INDEX "stored_files_storage_key_key" ON "stored_files"("storage_key");

-- CreateIndex
CREATE INDEX "stored_files_directory_created_at_idx" ON "stored_files"("directory", "created_at");

-- CreateIndex
CREATE INDEX "stored_files_uploader_id_idx" ON "stored_files"("uploader_id");

-- CreateIndex
CREATE UNIQUE INDEX "blog_posts_seo_url_key" ON "blog_posts"("seo_url");

-- CreateIndex
CREATE INDEX "blog_posts_date_idx" ON "blog_posts"("date");

-- CreateIndex
CREATE INDEX "blog_posts_publish_date_idx" ON "blog_posts"("publish", "date");

-- CreateIndex
CREATE INDEX "slides_slider_sort_idx" ON "slides"("slider_sort");

-- CreateIndex
CREATE INDEX "slides_created_at_idx" ON "slides"("created_at");

-- CreateIndex
CREATE INDEX "faq_categories_priority_idx" ON "faq_categories"("priority");

-- CreateIndex
CREATE INDEX "faq_questions_category_id_priority_idx" ON "faq_questions"("category_id", "priority");

-- CreateIndex
CREATE INDEX "faq_questions_priority_idx" ON "faq_questions"("priority");

-- CreateIndex
CREATE INDEX "page_faq_url_groups_priority_idx" ON "page_faq_url_groups"("priority");

-- CreateIndex
CREATE INDEX "page_faq_url_groups_url_idx" ON "page_faq_url_groups"("url");

-- CreateIndex
CREATE INDEX "page_faq_questions_url_group_id_priority_idx" ON "page_faq_questions"("url_group_id", "priority");

-- CreateIndex
CREATE INDEX "page_faq_questions_priority_idx" ON "page_faq_questions"("priority");

-- CreateIndex
CREATE INDEX "file_categories_priority_idx" ON "file_categories"("priority");

-- CreateIndex
CREATE INDEX "support_files_category_id_priority_idx" ON "support_files"("category_id", "priority");

-- CreateIndex
CREATE INDEX "support_files_priority_idx" ON "support_files"("priority");

-- CreateIndex
CREATE UNIQUE INDEX "variables_name_key" ON "variables"("name");

-- CreateIndex
CREATE INDEX "contact_messages_created_at_idx" ON "contact_messages"("created_at");

-- CreateIndex
CREATE INDEX "partner_requests_created_at_idx" ON "partner_requests"("created_at");

-- CreateIndex
CREATE INDEX "source_files_created_at_idx" ON "source_files"("created_at");

-- CreateIndex
CREATE INDEX "source_files_anchor_idx" ON "source_files"("anchor");

-- CreateIndex
CREATE UNIQUE INDEX "static_pages_url_key" ON "static_pages"("url");

-- CreateIndex
CREATE INDEX "static_pages_created_at_idx" ON "static_pages"("created_at");

-- CreateIndex
CREATE UNIQUE INDEX "email_notifications_template_id_key" ON "email_notifications"("template_id");

-- CreateIndex
CREATE INDEX "email_notifications_priority_idx" ON "email_notifications"("priority");

-- CreateIndex
CREATE INDEX "billing_plans_active_idx" ON "billing_plans"("active");

-- CreateIndex
CREATE UNIQUE INDEX "offers_url_key" ON "offers"("url");

-- CreateIndex
CREATE INDEX "offers_priority_idx" ON "offers"("priority");

-- CreateIndex
CREATE INDEX "offers_publish_priority_idx" ON "offers"("publish", "priority");

-- CreateIndex
CREATE INDEX "offers_slider_sort_idx" ON "offers"("slider_sort");

-- CreateIndex
CREATE INDEX "offers_external_id_idx" ON "offers"("external_id");

-- CreateIndex
CREATE UNIQUE INDEX "offer_categories_url_key" ON "offer_categories"("url");

-- CreateIndex
CREATE INDEX "offer_categories_priority_idx" ON "offer_categories"("priority");

-- CreateIndex
CREATE INDEX "offer_category_offers_category_id_idx" ON "offer_category_offers"("category_id");

-- CreateIndex
CREATE UNIQUE INDEX "offer_details_bss_details_id_key" ON "offer_details"("bss_details_id");

-- CreateIndex
CREATE UNIQUE INDEX "options_seo_url_key" ON "options"("seo_url");

-- CreateIndex
CREATE INDEX "options_priority_idx" ON "options"("priority");

-- CreateIndex
CREATE INDEX "options_type_priority_idx" ON "options"("type", "priority");

-- CreateIndex
CREATE UNIQUE INDEX "shop_settings_uuid_key" ON "shop_settings"("uuid");

-- CreateIndex
CREATE UNIQUE INDEX "discount_codes_name_key" ON "discount_codes"("name");

-- CreateIndex
CREATE INDEX "discount_codes_created_at_idx" ON "discount_codes"("created_at");

-- CreateIndex
CREATE INDEX "discount_codes_expires_at_idx" ON "discount_codes"("expires_at");

-- CreateIndex
CREATE UNIQUE INDEX "discount_code_actions_discount_code_id_discount_type_key" ON "discount_code_actions"("discount_code_id", "discount_type");

-- CreateIndex
CREATE UNIQUE INDEX "discount_code_action_params_action_id_value_key" ON "discount_code_action_params"("action_id", "value");

-- CreateIndex
CREATE UNIQUE INDEX "orders_uuid_key" ON "orders"("uuid");

-- CreateIndex
CREATE INDEX "orders_created_at_idx" ON "orders"("created_at");

-- CreateIndex
CREATE INDEX "orders_status_created_at_idx" ON "orders"("status", "created_at");

-- CreateIndex
CREATE INDEX "orders_payment_status_created_at_idx" ON "orders"("payment_status", "created_at");

-- CreateIndex
CREATE INDEX "orders_email_idx" ON "orders"("email");

-- CreateIndex
CREATE INDEX "orders_fiscal_code_idx" ON "orders"("fiscal_code");

-- CreateIndex
CREATE INDEX "orders_phone_idx" ON "orders"("phone");

-- CreateIndex
CREATE INDEX "orders_last_name_idx" ON "orders"("last_name");

-- CreateIndex
CREATE INDEX "orders_discount_code_id_idx" ON "orders"("discount_code_id");

-- CreateIndex
CREATE UNIQUE INDEX "order_products_uuid_key" ON "order_products"("uuid");

-- CreateIndex
CREATE INDEX "order_products_order_id_idx" ON "order_products"("order_id");

-- CreateIndex
CREATE INDEX "order_products_sim_status_idx" ON "order_products"("sim_status");

-- CreateIndex
CREATE INDEX "order_products_offer_id_idx" ON "order_products"("offer_id");

-- CreateIndex
CREATE INDEX "order_products_is_esim_idx" ON "order_products"("is_esim");

-- CreateIndex
CREATE INDEX "order_product_options_product_id_idx" ON "order_product_options"("product_id");

-- CreateIndex
CREATE INDEX "order_product_options_option_id_idx" ON "order_product_options"("option_id");

-- CreateIndex
CREATE INDEX "order_history_order_id_created_at_idx" ON "order_history"("order_id", "created_at");

-- CreateIndex
CREATE INDEX "refund_history_order_id_created_at_idx" ON "refund_history"("order_id", "created_at");

-- CreateIndex
CREATE INDEX "donor_operators_priority_idx" ON "donor_operators"("priority");

-- CreateIndex
CREATE INDEX "stores_priority_store_name_idx" ON "stores"("priority", "store_name");

-- CreateIndex
CREATE INDEX "stores_store_name_idx" ON "stores"("store_name");

-- CreateIndex
CREATE INDEX "import_jobs_kind_created_at_idx" ON "import_jobs"("kind", "created_at");

-- CreateIndex
CREATE INDEX "import_jobs_created_by_id_created_at_idx" ON "import_jobs"("created_by_id", "created_at");

-- AddForeignKey
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_impersonator_session_id_fkey" FOREIGN KEY ("impersonator_session_id") REFERENCES "sessions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "companies" ADD CONSTRAINT "companies_owner_user_id_fkey" FOREIGN KEY ("owner_user_id") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "employees" ADD CONSTRAINT "employees_company_id_fkey" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "employees" ADD CONSTRAINT "employees_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_uploader_id_fkey" FOREIGN KEY ("uploader_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "faq_questions" ADD CONSTRAINT "faq_questions_category_id_fkey" FOREIGN KEY ("category_id") REFERENCES "faq_categories"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "page_faq_questions" ADD CONSTRAINT "page_faq_questions_url_group_id_fkey" FOREIGN KEY ("url_group_id") REFERENCES "page_faq_url_groups"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "support_files" ADD CONSTRAINT "support_files_category_id_fkey" FOREIGN KEY ("category_id") REFERENCES "file_categories"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "offer_category_offers" ADD CONSTRAINT "offer_category_offers_offer_id_fkey" FOREIGN KEY ("offer_id") REFERENCES "offers"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "offer_category_offers" ADD CONSTRAINT "offer_category_offers_category_id_fkey" FOREIGN KEY ("category_id") REFERENCES "offer_categories"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "discount_codes" ADD CONSTRAINT "discount_codes_created_by_user_id_fkey" FOREIGN KEY ("created_by_user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "discount_code_actions" ADD CONSTRAINT "discount_code_actions_discount_code_id_fkey" FOREIGN KEY ("discount_code_id") REFERENCES "discount_codes"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "discount_code_action_params" ADD CONSTRAINT "discount_code_action_params_action_id_fkey" FOREIGN KEY ("action_id") REFERENCES "discount_code_actions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "orders" ADD CONSTRAINT "orders_discount_code_id_fkey" FOREIGN KEY ("discount_code_id") REFERENCES "discount_codes"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "order_products" ADD CONSTRAINT "order_products_order_id_fkey" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "order_products" ADD CONSTRAINT "order_products_offer_id_fkey" FOREIGN KEY ("offer_id") REFERENCES "offers"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "order_product_options" ADD CONSTRAINT "order_product_options_product_id_fkey" FOREIGN KEY ("product_id") REFERENCES "order_products"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "order_product_options" ADD CONSTRAINT "order_product_options_option_id_fkey" FOREIGN KEY ("option_id") REFERENCES "options"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "order_history" ADD CONSTRAINT "order_history_order_id_fkey" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "order_history" ADD CONSTRAINT "order_history_actor_user_id_fkey" FOREIGN KEY ("actor_user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "refund_history" ADD CONSTRAINT "refund_history_order_id_fkey" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "refund_history" ADD CONSTRAINT "refund_history_actor_user_id_fkey" FOREIGN KEY ("actor_user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "import_jobs" ADD CONSTRAINT "import_jobs_created_by_id_fkey" FOREIGN KEY ("created_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;
