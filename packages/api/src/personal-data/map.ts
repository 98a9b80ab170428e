/*
 * The map of personal data: every text, JSON, binary and list column of the database, what it holds and
 * whose it is, and what an erasure of a customer does to it. A test compares it with the database's own
 * columns (a column the map does not classify fails it), and docs/personal-data.md is rendered from it.
 */

/**
 * What an erasure does to a customer's value: `anonymise` replaces it with a placeholder of the same
 * kind, `clear` empties it, `redact` removes the person's name, address, phone and fiscal code from a
 * text or JSON value that may carry them among other things, and `keep` leaves it (with the reason).
 */
export type CustomerErasure = 'anonymise' | 'clear' | 'redact' | 'keep';

export type ColumnClass =
  /** Content, settings, codes and references: nobody's personal data. */
  | { kind: 'none' }
  /** A staff member's data: theirs to see through their profile, ended with their account. */
  | { kind: 'staff'; holds: string }
  /** A hash, a token, a sealed key: no one can read a person's data out of it. */
  | { kind: 'secret'; holds: string }
  /** A customer's data, answered in their export and treated by their erasure. */
  | { kind: 'customer'; holds: string; erasure: CustomerErasure; why?: string };

/**
 * How a customer's rows of a table are found: by their own columns, through their orders, or (logs and
 * jobs, whose values are free text or JSON) by the text of the row's customer columns naming one of the
 * person's addresses, phones or fiscal codes.
 */
export type PersonFinder =
  | { by: Partial<Record<'email' | 'phone' | 'fiscalCode', string>> }
  | { through: 'orders'; column: string }
  | { mentions: true };

export interface TableEntry {
  about: string;
  /** Tables holding customers' data say how a person's rows are found in them. */
  person?: PersonFinder;
  /** A customer's rows are deleted by an erasure, rather than treated column by column. */
  eraseRows?: true;
  /** The column holding the path of a stored file that is the row's own, and goes with it. */
  fileColumn?: string;
  /**
   * A history of changed values: the column naming the changed field. Where it names a customer
   * column of orders that an erasure does not keep, the row's redacted values are erased whole (an old
   * street has no identifier to find in it).
   */
  changedField?: string;
  columns: Record<string, ColumnClass>;
}

const none: ColumnClass = { kind: 'none' };
const staff = (holds: string): ColumnClass => ({ kind: 'staff', holds });
const secret = (holds: string): ColumnClass => ({ kind: 'secret', holds });
const customer = (holds: string, erasure: CustomerErasure, why?: string): ColumnClass => ({
  kind: 'customer',
  holds,
  erasure,
  ...(why ? { why } : {}),
});

/** Columns of published content, catalogue and settings: none of them personal. */
const content = (...names: string[]) => Object.fromEntries(names.map((name) => [name, none]));

const BILLING_REFERENCE = "the billing system's reference of the line, which its own records keep";

export const PERSONAL_DATA_MAP = {
  orders: {
    about: "A customer's order: who they are, where the SIM goes, how they paid",
    person: { by: { email: 'email', phone: 'phone', fiscalCode: 'fiscal_code' } },
    columns: {
      first_name: customer('first name', 'anonymise'),
      last_name: customer('last name', 'anonymise'),
      fiscal_code: customer('fiscal code', 'anonymise'),
      date_of_birth: customer('date of birth', 'clear'),
      birth_place: customer('place of birth', 'clear'),
      gender: customer('gender', 'clear'),
      email: customer('email address', 'anonymise'),
      phone: customer('phone number', 'anonymise'),
      delivery_street_name: customer('delivery address', 'clear'),
      delivery_street_number: customer('delivery address', 'clear'),
      delivery_city: customer('delivery address', 'clear'),
      delivery_province: customer('delivery address', 'keep', 'a region of sales reports, not a person'),
      delivery_zip_code: customer('delivery address', 'clear'),
      delivery_country: customer('delivery address', 'keep', 'a country of sales reports, not a person'),
      residential_street_name: customer('home address', 'clear'),
      residential_street_number: customer('home address', 'clear'),
      residential_city: customer('home address', 'clear'),
      residential_province: customer('home address', 'clear'),
      residential_zip_code: customer('home address', 'clear'),
      residential_country: customer('home address', 'clear'),
      note: customer("staff's note about the order", 'redact'),
      paid_data: customer("the payment provider's data (masked card, payer)", 'redact'),
      tracking: customer("the courier's tracking number", 'clear'),
      tracking_link: customer("the courier's tracking page", 'clear'),
      unpaid_service_reason: customer('why the order was served unpaid', 'redact'),
      discount_code_name: none,
      paid_method: none,
      platform: none,
    },
  },
  order_products: {
    about: "An order's lines: the offer, its SIM and the number it brings",
    person: { through: 'orders', column: 'order_id' },
    columns: {
      portation_mobile_number: customer('the phone number moved from another operator', 'anonymise'),
      msisdn: customer('the phone number of the SIM', 'keep', BILLING_REFERENCE),
      iccid: customer("the SIM card's serial number", 'keep', BILLING_REFERENCE),
      external_id: customer("the billing system's id of the line", 'keep', BILLING_REFERENCE),
      external_data: customer("the billing system's answer about the line", 'redact'),
      friend_code: customer('a referral code the customer typed', 'clear'),
      offer_name: none,
      sim_status_reason: none,
      table_items: none,
      portation_donor_network: none,
      error_bss: none,
      bss_cancel_error: none,
      bss_cancel_status: none,
    },
  },
  order_product_options: {
    about: "An order line's options",
    columns: content('optional_name'),
  },
  order_history: {
    about: "An order's history: each change, its old and new value, who made it",
    person: { through: 'orders', column: 'order_id' },
    changedField: 'field',
    columns: {
      from_value: customer('an old value of a changed field (an address, a phone…)', 'redact'),
      to_value: customer('a new value of a changed field', 'redact'),
      email: staff('the address of who made the change'),
      type: none,
      field: none,
    },
  },
  refund_history: {
    about: "An order's refunds",
    person: { through: 'orders', column: 'order_id' },
    columns: {
      provider_data: customer("the payment provider's answer", 'redact'),
      email: staff('the address of who refunded'),
      refund_status: none,
    },
  },
  order_intake_requests: {
    about: "A channel's order request kept to answer its retries (Idempotency-Key) for a day",
    person: { through: 'orders', column: 'order_id' },
    eraseRows: true,
    columns: {
      response: customer('the answer sent to the channel: the order as created', 'clear'),
      idempotency_key: none,
      request_hash: secret("a hash of the request's body"),
    },
  },
  contact_messages: {
    about: "The public site's contact form",
    person: { by: { email: 'mail', phone: 'phone' } },
    eraseRows: true,
    fileColumn: 'link',
    columns: {
      name: customer('name', 'clear'),
      mail: customer('email address', 'clear'),
      phone: customer('phone number', 'clear'),
      message: customer('the message', 'clear'),
      sender_address: customer('the network address it came from', 'clear'),
      link: customer('the path of their attached file (in `feedback/`)', 'clear'),
      topic: none,
    },
  },
  partner_requests: {
    about: "The public site's partner form (a shop asking to sell SIMs)",
    person: { by: { email: 'email', phone: 'phone_number' } },
    eraseRows: true,
    columns: {
      contact_name: customer('name of the contact person', 'clear'),
      email: customer('email address', 'clear'),
      phone_number: customer('phone number', 'clear'),
      address: customer('address', 'clear'),
      sender_address: customer('the network address it came from', 'clear'),
      business_name: none,
      region: none,
      province: none,
      postcode: none,
      vat_number: none,
    },
  },
  email_messages: {
    about: 'The email log: every email sent, its body and the mail server’s answer',
    person: { by: { email: 'to' } },
    columns: {
      to: customer('the recipient', 'anonymise'),
      subject: customer('the subject, which may name the person', 'redact'),
      variables: customer("the template's values (the order number, the address)", 'redact'),
      html: customer('the body', 'clear'),
      text: customer('the body', 'clear'),
      smtp_response: customer("the mail server's answer, which may quote the address", 'redact'),
      error: customer('why sending failed, which may quote the address', 'redact'),
      kind: none,
      event_type: none,
      status: none,
    },
  },
  outbox_events: {
    about: 'Events for webhooks and emails, kept for their deliveries',
    person: { through: 'orders', column: 'order_id' },
    columns: {
      payload: customer("an order's references and its courier's tracking number and page", 'redact'),
      type: none,
    },
  },
  webhook_attempts: {
    about: "Each delivery attempt of a webhook: the receiver's answer",
    person: { mentions: true },
    columns: {
      response_body: customer("a receiver's answer, which may echo an order", 'redact'),
      error: none,
      request_headers: none,
      response_headers: none,
    },
  },
  webhook_deliveries: { about: 'Webhook deliveries', columns: content('status') },
  webhook_endpoints: {
    about: "The channels' webhook endpoints",
    columns: { url: none, events: none, secret: secret('the signing secret, sealed') },
  },
  jobs: {
    about: 'Background jobs: their input, progress and result',
    person: { mentions: true },
    columns: {
      payload: customer('the input of a job: an order export’s filters, an order’s id', 'redact'),
      details: customer("a job's progress, which may name an order", 'redact'),
      result: customer("a job's result: an export's file link", 'redact'),
      error: customer('why a job failed, which may quote an address', 'redact'),
      kind: none,
      status: none,
      claimed_by: none,
    },
  },
  job_payload_chunks: {
    about: "Large job inputs in parts: a store import's rows",
    columns: { rows: none },
  },
  audit_logs: {
    about: 'Who did what to which record, with the changed values',
    person: { mentions: true },
    columns: {
      changes: customer('changed values of an order (an address, a phone…)', 'redact'),
      ip: staff('the network address of who acted'),
      action: none,
      entity_type: none,
      entity_id: none,
    },
  },
  stored_files: {
    about: 'Uploaded files and written exports (the bytes on disk or S3)',
    person: { mentions: true },
    columns: {
      original_name: customer("a file's name, which may name a person", 'redact'),
      storage_key: none,
      mime_type: none,
      directory: none,
    },
  },
  users: {
    about: 'Staff accounts',
    columns: {
      email: staff('email address'),
      first_name: staff('first name'),
      last_name: staff('last name'),
      second_name: staff('second name'),
      phone: staff('phone number'),
      sex: staff('sex'),
      birthday: staff('date of birth'),
      sso_issuer: staff('the identity provider they sign in through'),
      sso_subject: staff('their id at the identity provider'),
      password_hash: secret('argon2id hash of the password'),
    },
  },
  sessions: {
    about: 'Staff sessions',
    columns: {
      ip: staff('network address'),
      user_agent: staff('browser and system'),
      token_hash: secret('SHA-256 of the session token'),
      webauthn_challenge: secret('a passkey question'),
      sign_in_method: none,
    },
  },
  login_attempts: {
    about: 'Failed sign-ins counted per account and address',
    columns: { key: staff('an email address or a network address') },
  },
  expensive_calls: { about: "Per-user limits' counters", columns: content('kind') },
  saved_views: {
    about: "A staff member's saved list filters",
    columns: content('list_key', 'name', 'query'),
  },
  list_column_choices: { about: "A staff member's list columns", columns: content('list_key', 'hidden') },
  content_versions: {
    about: 'Saved states of the public content (offers, pages, templates…), for comparing and restoring',
    columns: content('entity_type', 'action', 'snapshot', 'changed_fields'),
  },
  content_drafts: {
    about: "A staff member's unsaved edits of a long text",
    columns: content('entity_type', 'values'),
  },
  content_schedules: {
    about: 'Publishing, unpublishing and price changes set for a time',
    columns: content('entity_type', 'action', 'values', 'status', 'error'),
  },
  companies: {
    about: 'Companies of the company module (staff business data)',
    columns: {
      ceo_full_name: staff("the company's chief executive"),
      company_email: staff("the company's email address"),
      company_phone: staff("the company's phone number"),
      ...content(
        'name',
        'official_name',
        'official_address',
        'address',
        'inn',
        'ogrn',
        'bank_rs',
        'bik',
        'bank_ks',
        'bank_name',
      ),
    },
  },
  employees: { about: "A company's employees", columns: { invited_email: staff('address invited') } },
  editor_upload_tokens: {
    about: "The rich-text editor's upload tokens",
    columns: { token_hash: secret('SHA-256 of the token') },
  },
  api_keys: {
    about: "Channels' and staff's API keys",
    columns: { secret_hash: secret('SHA-256 of the key'), name: none, policy: none, prefix: none },
  },
  totp_factors: {
    about: 'Authenticator apps',
    columns: { secret_sealed: secret('the TOTP secret, sealed') },
  },
  passkeys: {
    about: 'Passkeys',
    columns: {
      name: staff("the passkey's name"),
      credential_id: secret("the passkey's id"),
      public_key: secret("the passkey's public key"),
      transports: none,
    },
  },
  recovery_codes: { about: 'Recovery codes', columns: { code_hash: secret('SHA-256 of the code') } },
  sign_in_challenges: {
    about: 'Sign-ins waiting for their second step',
    columns: {
      token_hash: secret('SHA-256 of the challenge token'),
      webauthn_challenge: secret('a passkey question'),
      purpose: none,
    },
  },
  password_resets: { about: 'Password links', columns: { token_hash: secret('SHA-256 of the link token') } },
  geocode_cache: {
    about: "Store addresses the geocoder placed (stores' addresses, not people's)",
    columns: content('provider', 'query', 'label'),
  },
  stores: { about: 'Stores', columns: content('store_name', 'address', 'instructions') },
  discount_codes: { about: 'Discount codes', columns: content('name') },
  donor_operators: { about: 'Operators a number can move from', columns: content('id', 'displayed_name') },
  billing_plans: {
    about: "The billing system's plans",
    columns: content('title', 'excluded_operators', 'dependent_options', 'raw'),
  },
  email_notifications: {
    about: 'Email templates and their addressees',
    columns: {
      send_to: staff('the staff addresses a template also goes to'),
      ...content('template_id', 'template_name', 'topic_name', 'file'),
    },
  },
  offers: {
    about: 'Offers of the shop',
    columns: content(
      'name',
      'price_for',
      'other_text',
      'data_gb',
      'sms',
      'minutes',
      'additional_data',
      'additional_data_color',
      'additional_data_two',
      'additional_data_two_color',
      'additional_data_three',
      'additional_data_three_color',
      'int_min',
      'int_min_color',
      'countries',
      'rates_abroad_color',
      'free_color',
      'activation_info',
      'overview',
      'note',
      'design',
      'photo_list',
      'alt_list',
      'photo_slide',
      'alt_slide',
      'photo_slide_lg',
      'alt_slide_lg',
      'photo_slide_m',
      'alt_slide_m',
      'tariff_overview',
      'prospects_info',
      'contract',
      'seo_title',
      'seo_description',
      'seo_keywords',
      'url',
      'external_data',
    ),
  },
  offer_categories: {
    about: 'Categories of offers',
    columns: content('name', 'title', 'description', 'keywords', 'url', 'h1'),
  },
  offer_details: {
    about: "Offers' billing-system details",
    columns: content(
      'bss_details_title',
      'name_it',
      'name_en',
      'other_text_one_it',
      'other_text_one_en',
      'other_text_two_it',
      'other_text_two_en',
    ),
  },
  options: {
    about: 'Options of the shop',
    columns: content(
      'name',
      'type',
      'period',
      'value',
      'measure',
      'connect',
      'link_for_button',
      'limits',
      'overview',
      'note',
      'bss',
      'seo_title',
      'seo_description',
      'seo_keywords',
      'seo_url',
      'tariff_overview',
      'prospects_info',
      'contract',
    ),
  },
  shop_settings: {
    about: "The shop's page",
    columns: content('overview', 'note', 'title', 'description', 'keywords', 'url'),
  },
  blog_posts: {
    about: 'Blog posts',
    columns: content(
      'title',
      'image1',
      'alt1',
      'image2',
      'alt2',
      'card_design',
      'content',
      'seo_description',
      'seo_keywords',
      'seo_url',
    ),
  },
  slides: {
    about: "The home page's slides",
    columns: content('title', 'subtitle', 'image', 'alt', 'image_m', 'alt_m', 'link'),
  },
  faq_categories: { about: 'FAQ categories', columns: content('name') },
  faq_questions: { about: 'FAQ', columns: content('question', 'answer') },
  page_faq_url_groups: { about: 'Page FAQ groups', columns: content('name', 'url') },
  page_faq_questions: { about: 'Page FAQ', columns: content('question', 'answer') },
  file_categories: { about: 'Support file categories', columns: content('name') },
  support_files: { about: 'Support files', columns: content('name', 'description', 'file') },
  source_files: { about: 'Source files', columns: content('file_name', 'description', 'anchor') },
  static_pages: {
    about: 'Static pages',
    columns: content('page_title', 'content', 'title', 'description', 'keywords', 'url', 'h1'),
  },
  variables: { about: "The site's variables", columns: content('name', 'value') },
  sign_in_policy: { about: 'Sign-in rules', columns: content('second_factor_roles') },
  retention_periods: { about: 'How long each kind of personal data is kept', columns: content('kind') },
} as const satisfies Record<string, TableEntry>;

export type MappedTable = keyof typeof PERSONAL_DATA_MAP;

/** Where a person's data is kept outside the tables' text, and what becomes of it. */
export interface OutsidePlace {
  place: string;
  holds: string;
  handling: string;
}

export const PERSONAL_DATA_OUTSIDE_TABLES: readonly OutsidePlace[] = [
  {
    place: 'Files in `feedback/` (disk or S3)',
    holds: "a customer's attachment to a contact message",
    handling:
      'private: only staff download it (POST /api/file/get-files); it goes with its message (erasure, retention)',
  },
  {
    place: 'Files in `reports/`',
    holds: 'report and order exports, which list customers',
    handling:
      'made when downloaded; any left are deleted after a day (a periodic chore), and all by an erasure',
  },
  {
    place: 'Uploaded files of other folders',
    holds: "content staff publish (images, PDFs); never a customer's by design",
    handling: 'public content, managed on its screens',
  },
  {
    place: "Personal data exports (a job's result)",
    holds: 'a copy of everything listed here for one person',
    handling:
      'downloaded once per file by who asked, forgotten after both or after a day, or by an erasure of the person',
  },
  {
    place: 'Request logs (stderr, JSON lines)',
    holds:
      "each request's caller (a staff id, a network address) and address, whose query may carry a list's search for a customer",
    handling:
      'no bodies; credentials, cookies and secret-looking parameters redacted; kept as long as the log system keeps them',
  },
];
