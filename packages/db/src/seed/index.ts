// Deterministic demo data: a seeded PRNG and a reference date, so every run (and every machine)
// gets the same rows, the same uuids and the same dates for the same reference date. Tests and the
// db:seed script use the fixed SEED_REFERENCE_DATE; the server passes the moment it first seeds, so
// the newest orders fall in the order list's default "last 7 days". Orders are spread over the 60
// days before the reference date. Demo files (images, PDFs, email templates) are generated here too.
import { defined } from '@backoffice/shared';

import { type BillingPlanSnapshot } from '../billing';
import { type Prisma, type PrismaClient } from '../generated/prisma/client';

import {
  BILLING_PLANS,
  BLOG_TITLES,
  BSS_OPTIONS,
  CITIES,
  COMPANY_NAMES,
  CONTACT_MESSAGES,
  CONTACT_TOPICS,
  DONOR_OPERATORS,
  EMAIL_NOTIFICATIONS,
  FAQ,
  FILE_CATEGORIES,
  FIRST_NAMES_F,
  FIRST_NAMES_M,
  LAST_NAMES,
  OFFER_CATEGORIES,
  OFFERS,
  OPTIONS,
  PAGE_FAQ,
  REGIONS,
  STATIC_PAGES,
  STORES,
  STREETS,
  SUPPORT_FILES,
  VARIABLES,
} from './catalog';
import { buildDemoOrders, type DemoOrderCatalogue, type DemoOrderRows } from './orders';
import { placeholderHtml, placeholderPdf, placeholderPng, type Rgb } from './placeholders';
import { cycle, DAY_MS, MINUTE_MS, money, SeededRandom } from './random';

/**
 * The default reference date every demo date is computed from (a Saturday evening, Europe/Rome):
 * fixed, so tests and screenshots are stable. The running server passes its own start instead.
 */
export const SEED_REFERENCE_DATE = new Date('2026-01-31T17:00:00.000Z');
/** PRNG seed of the demo data. */
export const SEED = 20260131;
/** Password of every demo staff account. */
export const DEMO_PASSWORD = 'demo-password';
export const DEMO_EMAIL_DOMAIN = 'demo.example.com';
/** Number of demo orders. */
export const DEMO_ORDER_COUNT = 320;

/** The documented demo accounts (all with DEMO_PASSWORD); more staff of every role and status follow. */
export const DEMO_ACCOUNTS = [
  {
    email: `superadmin@${DEMO_EMAIL_DOMAIN}`,
    firstName: 'Marco',
    lastName: 'Bianchi',
    systemRole: 3,
    status: 1,
  },
  { email: `admin@${DEMO_EMAIL_DOMAIN}`, firstName: 'Giulia', lastName: 'Rossi', systemRole: 2, status: 1 },
  { email: `chief@${DEMO_EMAIL_DOMAIN}`, firstName: 'Luca', lastName: 'Ferrari', systemRole: 1, status: 1 },
  { email: `agent@${DEMO_EMAIL_DOMAIN}`, firstName: 'Sara', lastName: 'Colombo', systemRole: 0, status: 1 },
] as const;

/**
 * Prefix of a stored file's public path, as the upload route answers it and content fields keep it
 * (PUBLIC_PREFIX in packages/api/src/files/storage.ts; apps/server/test/files checks they agree).
 */
export const DEMO_FILE_PUBLIC_PREFIX = '/storage/app/public/uploads/';

/** Placeholder image colours by upload folder: [background, centred panel]. */
const IMAGE_COLOURS: Record<string, readonly [Rgb, Rgb]> = {
  blog: [
    [0x1f, 0x4e, 0x8c],
    [0xf2, 0x8c, 0x28],
  ],
  slider: [
    [0xf2, 0x8c, 0x28],
    [0xff, 0xff, 0xff],
  ],
  offers: [
    [0xe8, 0xee, 0xf6],
    [0x1f, 0x4e, 0x8c],
  ],
};
const DEFAULT_IMAGE_COLOURS: readonly [Rgb, Rgb] = [
  [0xff, 0xff, 0xff],
  [0x1f, 0x4e, 0x8c],
];

export interface SeedOptions {
  hashPassword: (plain: string) => Promise<string>;
  /** Defaults to SEED_REFERENCE_DATE. */
  referenceDate?: Date;
  /** Defaults to DEMO_PASSWORD. */
  password?: string;
  /** Defaults to DEMO_ORDER_COUNT. */
  orderCount?: number;
  /**
   * Stores the bytes of one demo file under its storage key (FileStorage.put on the server). Called
   * for every demo file before the rows are inserted, as an upload stores its bytes before its row;
   * without it only the rows are created and the files' links answer 404.
   */
  writeFile?: (key: string, bytes: Buffer) => Promise<void>;
}

export type SeedCounts = Record<string, number>;
export interface SeedResult {
  seeded: boolean;
  counts: SeedCounts;
}

/** The bytes of one demo file, stored under the key of its StoredFile row. */
export interface DemoFileContent {
  key: string;
  bytes: Buffer;
}

export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9_-]+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '');
}

const emailLocal = (text: string) => slugify(text).replace(/-/g, '');

interface DemoData extends DemoOrderRows {
  users: (Prisma.UserCreateManyInput & { id: string })[];
  companies: (Prisma.CompanyCreateManyInput & { uuid: string })[];
  /** Employees by company uuid (company ids are assigned by the database). */
  employees: (Omit<Prisma.EmployeeCreateManyInput, 'companyId'> & { companyUuid: string })[];
  storedFiles: Prisma.StoredFileCreateManyInput[];
  /** The bytes of every stored file, by storage key. */
  fileContents: DemoFileContent[];
  blogPosts: Prisma.BlogPostCreateManyInput[];
  slides: Prisma.SlideCreateManyInput[];
  faqCategories: Prisma.FaqCategoryCreateManyInput[];
  faqQuestions: Prisma.FaqQuestionCreateManyInput[];
  pageFaqUrlGroups: Prisma.PageFaqUrlGroupCreateManyInput[];
  pageFaqQuestions: Prisma.PageFaqQuestionCreateManyInput[];
  fileCategories: Prisma.FileCategoryCreateManyInput[];
  supportFiles: Prisma.SupportFileCreateManyInput[];
  variables: Prisma.VariableCreateManyInput[];
  contactMessages: Prisma.ContactMessageCreateManyInput[];
  partnerRequests: Prisma.PartnerRequestCreateManyInput[];
  sourceFiles: Prisma.SourceFileCreateManyInput[];
  staticPages: Prisma.StaticPageCreateManyInput[];
  emailNotifications: Prisma.EmailNotificationCreateManyInput[];
  billingPlans: Prisma.BillingPlanCreateManyInput[];
  offers: Prisma.OfferCreateManyInput[];
  offerCategories: Prisma.OfferCategoryCreateManyInput[];
  offerCategoryOffers: Prisma.OfferCategoryOfferCreateManyInput[];
  offerDetails: Prisma.OfferDetailCreateManyInput[];
  options: Prisma.OptionCreateManyInput[];
  shopSettings: Prisma.ShopSettingsCreateManyInput;
  discountCodes: Prisma.DiscountCodeCreateManyInput[];
  discountCodeActions: Prisma.DiscountCodeActionCreateManyInput[];
  discountCodeActionParams: Prisma.DiscountCodeActionParamCreateManyInput[];
  donorOperators: Prisma.DonorOperatorCreateManyInput[];
  stores: Prisma.StoreCreateManyInput[];
  jobs: Prisma.JobCreateManyInput[];
}

/** Builds every demo row in memory: a pure function of (referenceDate, passwordHash, orderCount). */
export function buildDemoData(
  referenceDate: Date,
  passwordHash: string,
  orderCount = DEMO_ORDER_COUNT,
): DemoData {
  const rng = new SeededRandom(SEED);
  const ref = referenceDate.getTime();
  const ago = (ms: number) => new Date(ref - ms);
  const daysAgo = (min: number, max: number) => ago(rng.int(min * 24 * 60, max * 24 * 60) * MINUTE_MS);
  const stamps = (at: Date) => ({ createdAt: at, updatedAt: at });

  // --- Staff -------------------------------------------------------------------------------
  const users: DemoData['users'] = [];
  const usedEmails = new Set<string>();
  const addUser = (input: {
    email: string;
    firstName: string;
    lastName: string;
    systemRole: number;
    status: number;
    sex: 'm' | 'f';
  }) => {
    const createdAt = daysAgo(200, 400);
    const user: DemoData['users'][number] = {
      id: rng.uuid(),
      email: input.email,
      passwordHash,
      firstName: input.firstName,
      lastName: input.lastName,
      secondName: '',
      phone: `+393${rng.digits(9)}`,
      birthday: new Date(Date.UTC(rng.int(1965, 2000), rng.int(0, 11), rng.int(1, 28))),
      sex: input.sex,
      systemRole: input.systemRole,
      status: input.status,
      createdAt,
      updatedAt: createdAt,
      deletedAt: input.status === 4 ? daysAgo(1, 60) : null,
    };
    usedEmails.add(input.email);
    users.push(user);
    return user;
  };
  for (const account of DEMO_ACCOUNTS) {
    addUser({ ...account, sex: FIRST_NAMES_F.includes(account.firstName as never) ? 'f' : 'm' });
  }
  // Every role in every status (roles 0-3 x statuses 0-4), plus a few more active agents.
  const combinations: [number, number][] = [];
  for (let role = 0; role <= 3; role += 1)
    for (let status = 0; status <= 4; status += 1) combinations.push([role, status]);
  for (let i = 0; i < 6; i += 1) combinations.push([i % 2, 1]);
  for (const [systemRole, status] of combinations) {
    const female = rng.chance(0.5);
    const firstName = rng.pick(female ? FIRST_NAMES_F : FIRST_NAMES_M);
    const lastName = rng.pick(LAST_NAMES);
    let email = `${emailLocal(firstName)}.${emailLocal(lastName)}@${DEMO_EMAIL_DOMAIN}`;
    for (let n = 2; usedEmails.has(email); n += 1)
      email = `${emailLocal(firstName)}.${emailLocal(lastName)}${n}@${DEMO_EMAIL_DOMAIN}`;
    addUser({ email, firstName, lastName, systemRole, status, sex: female ? 'f' : 'm' });
  }
  const admin = defined(users[1], `the demo account ${DEMO_ACCOUNTS[1].email}`);
  const activeStaff = users.filter((user) => user.status === 1);

  // --- Companies and employees -------------------------------------------------------------
  const companies: DemoData['companies'] = [];
  const employees: DemoData['employees'] = [];
  COMPANY_NAMES.forEach((name, index) => {
    const owner = cycle(activeStaff, index);
    // Mostly active, then one not active, one banned, one deleted.
    const companyStatus = [1, 1, 1, 1, 1, 0, 2, 3][index] ?? 1;
    const city = rng.pick(CITIES);
    const createdAt = daysAgo(100, 300);
    const company = {
      uuid: rng.uuid(),
      name,
      status: companyStatus,
      officialName: `${name} S.r.l.`,
      officialAddress: `${rng.pick(STREETS)} ${rng.int(1, 120)}, ${city.zip} ${city.city} ${city.province}`,
      address: `${rng.pick(STREETS)} ${rng.int(1, 120)}, ${city.zip} ${city.city} ${city.province}`,
      inn: rng.digits(rng.chance(0.5) ? 10 : 12),
      ogrn: rng.digits(rng.chance(0.5) ? 13 : 15),
      ceoFullName: `${rng.pick(FIRST_NAMES_M)} ${rng.pick(LAST_NAMES)}`,
      companyEmail: `info@${emailLocal(name)}.example.com`,
      companyPhone: `+39 02 ${rng.digits(4)} ${rng.digits(4)}`,
      bankRs: rng.digits(20),
      bik: rng.digits(9),
      bankKs: rng.digits(20),
      bankName: rng.pick(['Banca Demo Lombarda', 'Credito Padano Demo', 'Cassa di Risparmio Demo']),
      ownerUserId: owner.id,
      createdAt,
      updatedAt: createdAt,
      deletedAt: companyStatus === 3 ? daysAgo(1, 30) : null,
    };
    companies.push(company);
    employees.push({
      id: rng.uuid(),
      companyUuid: company.uuid,
      userId: owner.id,
      role: 4,
      status: 1,
      ...stamps(createdAt),
    });
    const others = users.filter((user) => user.id !== owner.id);
    const count = rng.int(2, 5);
    const chosen = new Set<string>();
    for (let i = 0; i < count; i += 1) {
      const user = rng.pick(others);
      if (chosen.has(user.id)) continue;
      chosen.add(user.id);
      employees.push({
        id: rng.uuid(),
        companyUuid: company.uuid,
        userId: user.id,
        role: (index + i) % 4, // driver, manager, accountant, admin
        status: (index + i) % 4, // not active, active, dismissed, deleted
        ...stamps(new Date(createdAt.getTime() + rng.int(1, 30) * DAY_MS)),
      });
    }
  });

  // --- Stored files ------------------------------------------------------------------------
  // Keys and paths have the shape of real uploads (see FileStorage.save in @backoffice/api): key
  // {dir}/{yyyy}/{mm}/{uuid}.{ext} dated by the file's createdAt (UTC), and content fields hold the
  // public path. The bytes are small generated placeholders, so every link and download works.
  const storedFiles: DemoData['storedFiles'] = [];
  const fileContents: DemoData['fileContents'] = [];
  const file = (directory: string, originalName: string, mimeType: string, at: Date, content: Buffer) => {
    const id = rng.uuid();
    // Sizes used to be drawn here: keep the draw so every later row stays as it was.
    rng.next();
    const extension = originalName.slice(originalName.lastIndexOf('.') + 1).toLowerCase();
    const month = String(at.getUTCMonth() + 1).padStart(2, '0');
    const storageKey = `${directory}/${at.getUTCFullYear()}/${month}/${id}.${extension}`;
    storedFiles.push({
      id,
      storageKey,
      originalName,
      mimeType,
      size: content.length,
      directory,
      uploaderId: admin.id,
      createdAt: at,
    });
    fileContents.push({ key: storageKey, bytes: content });
    return DEMO_FILE_PUBLIC_PREFIX + storageKey;
  };
  /** PNG at the size the name ends with ("...-1365x505", else 600x300), in the colours of its folder. */
  const image = (directory: string, name: string, at: Date) => {
    const [, width, height] = /-(\d+)x(\d+)$/.exec(name) ?? [undefined, '600', '300'];
    const [background, panel] = IMAGE_COLOURS[directory] ?? DEFAULT_IMAGE_COLOURS;
    return file(
      directory,
      `${name}.png`,
      'image/png',
      at,
      placeholderPng(Number(width), Number(height), background, panel),
    );
  };
  const pdf = (directory: string, name: string, at: Date, title: string = name) =>
    file(
      directory,
      `${name}.pdf`,
      'application/pdf',
      at,
      placeholderPdf(title, [
        'Documento dimostrativo generato con i dati demo del back office.',
        `File: ${name}.pdf (cartella ${directory})`,
      ]),
    );

  // --- Content -----------------------------------------------------------------------------
  const designs = ['Blue', 'Orange', 'White', 'With image'] as const;
  const blogPosts: DemoData['blogPosts'] = BLOG_TITLES.map((title, index) => {
    const createdAt = ago((index * 11 + rng.int(0, 5)) * DAY_MS + rng.int(0, 600) * MINUTE_MS);
    const slug = slugify(title);
    return {
      id: rng.uuid(),
      title,
      date: new Date(Date.UTC(createdAt.getUTCFullYear(), createdAt.getUTCMonth(), createdAt.getUTCDate())),
      publish: index !== 3,
      image1: image('blog', `${slug}-1365x505`, createdAt),
      alt1: title,
      image2: image('blog', `${slug}-680x450`, createdAt),
      alt2: title,
      cardDesign: cycle(designs, index),
      content: `<h2>${title}</h2><p>Articolo dimostrativo: ${title.toLowerCase()}. Scopri tutte le novità sul nostro sito.</p>`,
      seoDescription: `${title} - le novità del blog`,
      seoKeywords: 'mobile, offerte, sim, esim',
      seoUrl: slug,
      ...stamps(createdAt),
    };
  });

  const slideTitles = [
    ['Passa a noi', 'Mantieni il tuo numero e risparmi', '/passa-a-noi'],
    ['eSIM in 5 minuti', 'Attivala direttamente dallo smartphone', '/esim'],
    ['Giga 150 5G', 'A 9,99 € al mese per sempre', '/offerte/giga-150-5g'],
    ['Nuovi negozi', 'Vieni a trovarci a Milano e Monza', '/negozi'],
    ['Ricarica online', 'Senza commissioni, in un attimo', '/ricarica'],
  ] as const;
  const slides: DemoData['slides'] = slideTitles.map(([title, subtitle, link], index) => {
    const createdAt = daysAgo(10, 90);
    const slug = slugify(title);
    return {
      id: rng.uuid(),
      title,
      subtitle,
      publish: index !== 4,
      displayText: index % 2 === 0,
      image: image('slider', `${slug}-1400x800`, createdAt),
      alt: title,
      imageM: image('slider', `${slug}-450x680`, createdAt),
      altM: title,
      link,
      sliderSort: index * 2 + 1,
      ...stamps(createdAt),
    };
  });

  const faqCategories: DemoData['faqCategories'] = [];
  const faqQuestions: DemoData['faqQuestions'] = [];
  FAQ.forEach((group, groupIndex) => {
    const createdAt = daysAgo(100, 200);
    const categoryId = rng.uuid();
    faqCategories.push({
      id: categoryId,
      name: group.category,
      priority: (groupIndex + 1) * 10,
      publish: true,
      ...stamps(createdAt),
    });
    group.questions.forEach(([question, answer], index) => {
      faqQuestions.push({
        id: rng.uuid(),
        question,
        answer: `<p>${answer}</p>`,
        priority: (index + 1) * 10,
        publish: !(groupIndex === 3 && index === 2),
        categoryId,
        ...stamps(new Date(createdAt.getTime() + rng.int(1, 20) * DAY_MS)),
      });
    });
  });

  const pageFaqUrlGroups: DemoData['pageFaqUrlGroups'] = [];
  const pageFaqQuestions: DemoData['pageFaqQuestions'] = [];
  PAGE_FAQ.forEach((group, groupIndex) => {
    const createdAt = daysAgo(60, 150);
    const urlGroupId = rng.uuid();
    pageFaqUrlGroups.push({
      id: urlGroupId,
      name: group.name,
      url: group.url,
      priority: (groupIndex + 1) * 10,
      publish: true,
      ...stamps(createdAt),
    });
    group.questions.forEach(([question, answer], index) => {
      pageFaqQuestions.push({
        id: rng.uuid(),
        question,
        answer: `<p>${answer}</p>`,
        priority: (index + 1) * 10,
        publish: true,
        urlGroupId,
        ...stamps(new Date(createdAt.getTime() + rng.int(1, 20) * DAY_MS)),
      });
    });
  });

  const fileCategoryIds = new Map<string, string>();
  const fileCategories: DemoData['fileCategories'] = FILE_CATEGORIES.map((name, index) => {
    const id = rng.uuid();
    fileCategoryIds.set(name, id);
    return { id, name, priority: (index + 1) * 10, publish: true, ...stamps(daysAgo(150, 250)) };
  });
  const supportFiles: DemoData['supportFiles'] = SUPPORT_FILES.map((entry, index) => {
    const createdAt = daysAgo(20, 140);
    return {
      id: rng.uuid(),
      name: entry.name,
      description: entry.description,
      categoryId: defined(fileCategoryIds.get(entry.category), `file category ${entry.category}`),
      file: pdf('files', slugify(entry.name), createdAt, entry.name),
      priority: (index + 1) * 10,
      publish: index !== 5,
      ...stamps(createdAt),
    };
  });

  const variables: DemoData['variables'] = VARIABLES.map(([name, value], index) => {
    const createdAt = daysAgo(30, 300);
    return {
      id: rng.uuid(),
      name,
      value,
      publish: index !== 7,
      createdAt,
      updatedAt: new Date(createdAt.getTime() + rng.int(0, 20) * DAY_MS),
    };
  });

  const contactMessages: DemoData['contactMessages'] = Array.from({ length: 30 }, (_, index) => {
    const female = rng.chance(0.5);
    const firstName = rng.pick(female ? FIRST_NAMES_F : FIRST_NAMES_M);
    const lastName = rng.pick(LAST_NAMES);
    return {
      id: rng.uuid(),
      topic: rng.pick(CONTACT_TOPICS),
      name: `${firstName} ${lastName}`,
      mail: `${emailLocal(firstName)}.${emailLocal(lastName)}@example.com`,
      phone: `+393${rng.digits(9)}`,
      link:
        index % 7 === 0
          ? pdf('feedback', `allegato-${index + 1}`, daysAgo(0, 90), `Allegato al messaggio ${index + 1}`)
          : '',
      message: rng.pick(CONTACT_MESSAGES),
      createdAt: daysAgo(0, 90),
    };
  });

  const partnerRequests: DemoData['partnerRequests'] = Array.from({ length: 12 }, () => {
    const place = rng.pick(REGIONS);
    const city = CITIES.find((candidate) => candidate.province === place.province) ?? CITIES[0];
    const lastName = rng.pick(LAST_NAMES);
    const business = `${rng.pick(['Telefonia', 'Elettronica', 'Tabaccheria', 'Cartoleria', 'Mobile Point'])} ${lastName}`;
    return {
      id: rng.uuid(),
      businessName: business,
      contactName: `${rng.pick(FIRST_NAMES_M)} ${lastName}`,
      region: place.region,
      province: place.province,
      address: `${rng.pick(STREETS)} ${rng.int(1, 150)}, ${city.city}`,
      postcode: city.zip,
      vatNumber: `IT${rng.digits(11)}`,
      email: `${emailLocal(business)}@example.com`,
      phoneNumber: `+39 0${rng.digits(2)} ${rng.digits(7)}`,
      createdAt: daysAgo(0, 120),
    };
  });

  const sourceFileEntries = [
    ['Listino prezzi', 'listino-prezzi'],
    ['Mappa copertura 5G', 'copertura-5g'],
    ['Regolamento concorso', 'regolamento-concorso'],
    ['Offerta Giga 150 - sintesi contrattuale', 'sintesi-giga-150'],
    ['Logo per la stampa', 'logo-stampa'],
    ['Comunicato stampa', 'comunicato-stampa'],
  ] as const;
  const sourceFiles: DemoData['sourceFiles'] = sourceFileEntries.map(([description, anchor], index) => {
    const createdAt = daysAgo(5, 180);
    const isImage = anchor === 'logo-stampa';
    return {
      id: rng.uuid(),
      fileName: isImage
        ? image('source-files', anchor, createdAt)
        : pdf('source-files', anchor, createdAt, description),
      description,
      publish: index !== 2,
      anchor,
      createdAt,
      updatedAt: new Date(createdAt.getTime() + rng.int(0, 5) * DAY_MS),
    };
  });

  const staticPages: DemoData['staticPages'] = STATIC_PAGES.map((page) => {
    const createdAt = daysAgo(60, 365);
    return {
      id: rng.uuid(),
      publish: true,
      pageTitle: page.pageTitle,
      content: `<h1>${page.pageTitle}</h1><p>Contenuto dimostrativo della pagina ${page.pageTitle.toLowerCase()}.</p>`,
      title: `${page.pageTitle} | Demo Mobile`,
      description: `${page.pageTitle} di Demo Mobile`,
      keywords: 'demo mobile',
      url: page.url,
      h1: page.pageTitle,
      dontIndexPage: 'dontIndex' in page && page.dontIndex,
      dontShowOnSitemap: 'dontIndex' in page && page.dontIndex,
      createdAt,
      updatedAt: new Date(createdAt.getTime() + rng.int(0, 40) * DAY_MS),
    };
  });

  const emailNotifications: DemoData['emailNotifications'] = EMAIL_NOTIFICATIONS.map((entry, index) => {
    const createdAt = daysAgo(60, 200);
    return {
      id: rng.uuid(),
      publish: index !== 6,
      templateId: entry.templateId,
      templateName: entry.templateName,
      topicName: entry.topicName,
      sendTo: entry.sendTo,
      file: file(
        'email-templates',
        `${entry.templateId}.html`,
        'text/html',
        createdAt,
        placeholderHtml(entry.templateName, [
          entry.topicName,
          'Modello dimostrativo generato con i dati demo del back office.',
        ]),
      ),
      priority: (index + 1) * 10,
      createdAt,
      updatedAt: new Date(createdAt.getTime() + rng.int(0, 30) * DAY_MS),
    };
  });

  // --- Catalogue ---------------------------------------------------------------------------
  const syncedAt = ago(2 * DAY_MS);
  const snapshots = new Map<number, BillingPlanSnapshot>();
  const billingPlans: DemoData['billingPlans'] = BILLING_PLANS.map((plan) => {
    const dependentOptions = plan.options.map((id) => {
      const option = defined(
        BSS_OPTIONS.find((candidate) => candidate.ID === id),
        `BSS option ${id}`,
      );
      return { ID: option.ID, Title: option.Title, Price: option.Price / 100, Period: option.Period };
    });
    const snapshot: BillingPlanSnapshot = {
      ID: plan.id,
      Title: plan.title,
      RenewalPrice: plan.renewal / 100,
      ActivationPrices: {
        NewActivation: plan.actNew / 100,
        FirstNetwork: plan.actFirst / 100,
        OtherNetworks: plan.actOther / 100,
      },
      PortInOnly: plan.portInOnly,
      ExcludedOperators: [...plan.excluded],
      DependentOptions: dependentOptions,
    };
    snapshots.set(plan.id, snapshot);
    return {
      id: plan.id,
      title: plan.title,
      renewalPrice: money(plan.renewal),
      activationPriceNew: money(plan.actNew),
      activationPriceFirstNetwork: money(plan.actFirst),
      activationPriceOtherNetworks: money(plan.actOther),
      portInOnly: plan.portInOnly,
      excludedOperators: [...plan.excluded],
      dependentOptions,
      active: plan.id !== 1010,
      raw: snapshot,
      syncedAt,
    };
  });

  const categoryIds = new Map<string, string>();
  const offerCategories: DemoData['offerCategories'] = OFFER_CATEGORIES.map((category, index) => {
    const id = rng.uuid();
    categoryIds.set(category.key, id);
    return {
      id,
      name: category.name,
      priority: (index + 1) * 10,
      publish: category.key !== 'dati',
      title: `${category.name} | Demo Mobile`,
      description: `${category.h1}: scopri prezzi e giga.`,
      keywords: 'offerte, mobile, sim',
      url: slugify(category.name),
      h1: category.h1,
      ...stamps(daysAgo(120, 240)),
    };
  });

  const boxColours = ['', 'light gray', 'light red', 'light blue'] as const;
  /** The offers the demo orders may hold: published, active, and sold with a billing plan. */
  const orderableOffers: DemoOrderCatalogue['offers'][number][] = [];
  const offerCategoryOffers: DemoData['offerCategoryOffers'] = [];
  let sliderSort = 2;
  const offers: DemoData['offers'] = OFFERS.map((entry, index) => {
    const id = rng.uuid();
    const createdAt = daysAgo(60, 240);
    const slug = slugify(entry.name);
    const transparent = entry.design === 'Transparent';
    for (const key of entry.categories)
      offerCategoryOffers.push({
        offerId: id,
        categoryId: defined(categoryIds.get(key), `offer category ${key}`),
        createdAt,
      });
    const snapshot =
      entry.plan === null ? null : defined(snapshots.get(entry.plan), `billing plan ${entry.plan}`);
    if (snapshot && entry.publish && entry.active) {
      orderableOffers.push({ id, name: entry.name, price: money(entry.price), plan: snapshot });
    }
    const offer: Prisma.OfferCreateManyInput = {
      id,
      name: entry.name,
      priority: (index + 1) * 10,
      publish: entry.publish,
      price: money(entry.price),
      priceFor: index === 4 ? '1° mese' : 'al mese',
      otherText: '',
      dataGb: entry.data,
      sms: entry.sms,
      minutes: entry.minutes,
      additionalData: `<p>${entry.data === 'Illimitati' ? 'Giga illimitati' : `${entry.data} Giga`} in 5G</p>`,
      additionalDataColor: cycle(boxColours, index + 1),
      additionalDataBold: index % 2 === 0,
      additionalDataTwo: '<p>Nessun vincolo di durata</p>',
      additionalDataTwoColor: cycle(boxColours, index),
      additionalDataTwoBold: false,
      additionalDataThree: index % 3 === 0 ? '<p>Hotspot incluso</p>' : '',
      additionalDataThreeColor: '',
      additionalDataThreeBold: false,
      intMin: entry.minutes === 'Illimitati' ? '200 minuti verso 50 Paesi' : '',
      intMinColor: 'light blue',
      intMinBold: false,
      countries: 'Albania, Argentina, Brasile, Cina, Egitto, Filippine, India, Marocco, Romania, Ucraina',
      ratesAbroad: true,
      ratesAbroadColor: 'light gray',
      ratesAbroadBold: false,
      free: entry.price >= 799,
      freeColor: 'light red',
      freeBold: true,
      activationInfo: 'Attivazione entro 24 ore dal riconoscimento.',
      displayRoaming: true,
      overview: `<p>${entry.name}: minuti ${entry.minutes.toLowerCase()}, ${entry.sms} SMS e ${entry.data} Giga.</p>`,
      note: '<p>Prezzo IVA inclusa. Rinnovo mensile.</p>',
      design: entry.design,
      photoList: image('offers', `${slug}-700x350`, createdAt),
      altList: entry.name,
      photoSlide: image('offers', transparent ? `${slug}-1000x580` : `${slug}-470x570`, createdAt),
      altSlide: entry.name,
      photoSlideLg: image('offers', transparent ? `${slug}-1400x800` : `${slug}-725x745`, createdAt),
      altSlideLg: entry.name,
      photoSlideM: image('offers', transparent ? `${slug}-450x680` : `${slug}-450x300`, createdAt),
      altSlideM: entry.name,
      displayOffers: entry.publish,
      displayHome: entry.home,
      displaySlider: entry.slider,
      sliderSort: entry.slider ? (sliderSort += 2) - 2 : 0,
      active: entry.active,
      tariffOverview: entry.active ? 'Offerta attivabile.' : 'Offerta non più attivabile dai nuovi clienti.',
      prospectsInfo: pdf(
        'offers',
        `${slug}-prospetto-informativo`,
        createdAt,
        `${entry.name} - Prospetto informativo`,
      ),
      contract: pdf(
        'offers',
        `${slug}-sintesi-contrattuale`,
        createdAt,
        `${entry.name} - Sintesi contrattuale`,
      ),
      seoTitle: `${entry.name} | Demo Mobile`,
      seoDescription: `Offerta ${entry.name} a ${money(entry.price).replace('.', ',')} € al mese.`,
      seoKeywords: 'offerta, sim, 5g',
      url: slug,
      externalId: snapshot ? snapshot.ID : null,
      externalData: snapshot ?? undefined,
      ...stamps(createdAt),
    };
    return offer;
  });

  const offerDetails: DemoData['offerDetails'] = BILLING_PLANS.map((plan, index) => ({
    id: rng.uuid(),
    publish: index !== 9,
    bssDetailsId: plan.id,
    bssDetailsTitle: plan.title,
    bssDetailsRenewalPrice: money(plan.renewal),
    bssDetailsActivationPrice: money(plan.actNew),
    nameIt: plan.title,
    nameEn: plan.title
      .replace('Facile', 'Easy')
      .replace('Passa a Noi', 'Switch to Us')
      .replace('Solo Dati', 'Data Only'),
    priceEur: money(plan.renewal),
    actPriceEur: money(plan.actNew),
    priceFor: index === 4 ? 2 : index === 5 ? 3 : 1,
    actPriceFor: plan.actNew === 0 ? 3 : index === 2 ? 2 : 1,
    otherTextOneIt: '',
    otherTextOneEn: '',
    otherTextTwoIt: index === 2 ? 'Attivazione gratuita con portabilità' : '',
    otherTextTwoEn: index === 2 ? 'Free activation when porting your number' : '',
    ...stamps(daysAgo(30, 90)),
  }));

  const options = OPTIONS.map((entry, index) => {
    const id = rng.uuid();
    const createdAt = daysAgo(60, 240);
    const slug = slugify(entry.name);
    return {
      id,
      name: entry.name,
      priority: (index + 1) * 10,
      publish: index !== 9,
      type: entry.type,
      price: money(entry.price),
      period: entry.period,
      value: entry.value,
      measure: entry.measure,
      connect: `Attiva da app o invia SMS con scritto ${slug.toUpperCase().replace(/-/g, ' ')} al 40400.`,
      linkForButton: `/opzioni/${slug}`,
      limits: entry.type === 'extra' ? 'Valida fino al rinnovo successivo.' : '',
      overview: `<p>${entry.name}.</p>`,
      note: '<p>Prezzo IVA inclusa.</p>',
      bss: entry.bss,
      seoTitle: `${entry.name} | Demo Mobile`,
      seoDescription: `Opzione ${entry.name}.`,
      seoKeywords: 'opzioni, extra, servizi',
      seoUrl: slug,
      active: index !== 8,
      tariffOverview: index !== 8 ? 'Opzione attivabile.' : 'Opzione non più attivabile.',
      prospectsInfo: pdf(
        'options',
        `${slug}-prospetto-informativo`,
        createdAt,
        `${entry.name} - Prospetto informativo`,
      ),
      contract: pdf(
        'options',
        `${slug}-sintesi-contrattuale`,
        createdAt,
        `${entry.name} - Sintesi contrattuale`,
      ),
      ...stamps(createdAt),
    };
  });

  // Delivery and eSIM prices, which the demo orders are priced with too.
  const shopPrices = { eshopPrice: '4.99', esimPrice: '9.99', esimMnpPrice: '4.99' };
  const shopSettings: DemoData['shopSettings'] = {
    id: 1,
    uuid: rng.uuid(),
    ...shopPrices,
    esimReplacementPrice: '14.99',
    simPrice: '9.99',
    publish: true,
    overview:
      '<p>Hai perso la SIM o si è rovinata? Richiedi una SIM sostitutiva mantenendo numero e credito.</p>',
    note: '<p>La SIM sostitutiva arriva in 2-3 giorni lavorativi.</p>',
    title: 'SIM sostitutiva | Demo Mobile',
    description: 'Richiedi una SIM sostitutiva online.',
    keywords: 'sim sostitutiva, cambio sim',
    url: 'sim-sostitutiva',
    promoIsActive: false,
    updatedAt: ago(5 * DAY_MS),
  };

  // Discount codes: [name, active, expiry (fixed dates, so the list looks the same whatever today is;
  // NATALE2025 is expired), onlyMnp, dontSendToLogistic, actions: [type, amount, amountType, params]]
  // (amount: cents when amountType is 0 euro, a percentage when 1).
  type ActionSpec = [number, number, number, number[]];
  const codeSpecs: [string, boolean, string | null, boolean, boolean, ActionSpec[]][] = [
    ['WELCOME10', true, '2030-12-31T22:59:59Z', false, false, [[0, 10, 1, []]]],
    ['ESTATE5', true, '2030-09-30T21:59:59Z', false, false, [[0, 500, 0, []]]],
    ['GIGA2X', true, '2030-06-30T21:59:59Z', false, false, [[1, 100, 1, [501, 502]]]],
    ['ESIMFREE', true, '2030-03-31T21:59:59Z', false, false, [[2, 100, 1, [1, 2]]]],
    [
      'PORTA10',
      true,
      null,
      true,
      false,
      [
        [0, 1000, 0, []],
        [2, 50, 1, [0]],
      ],
    ],
    ['RICARICA20', true, '2030-01-31T22:59:59Z', false, false, [[3, 20, 1, []]]],
    ['SPEDIZIONEGRATIS', true, '2030-12-31T22:59:59Z', false, true, [[4, 100, 1, []]]],
    [
      'NATALE2025',
      true,
      '2026-01-06T22:59:59Z',
      false,
      false,
      [
        [0, 15, 1, []],
        [2, 100, 1, [0, 1]],
      ],
    ],
    ['STAFFTEST', false, null, false, false, [[0, 100, 1, []]]],
  ];
  const discountCodes: DemoData['discountCodes'] = [];
  const discountCodeActions: DemoData['discountCodeActions'] = [];
  const discountCodeActionParams: DemoData['discountCodeActionParams'] = [];
  const usableCodes: DemoOrderCatalogue['codes'][number][] = [];
  for (const [name, active, expiresAt, onlyMnp, dontSendToLogistic, actions] of codeSpecs) {
    const id = rng.uuid();
    const createdAt = daysAgo(70, 150);
    discountCodes.push({
      id,
      name,
      active,
      expiresAt: expiresAt === null ? null : new Date(expiresAt),
      onlyMnp,
      dontSendToLogistic,
      createdByUserId: admin.id,
      ...stamps(createdAt),
    });
    actions.forEach(([discountType, amount, amountType, params], position) => {
      const actionId = rng.uuid();
      discountCodeActions.push({
        id: actionId,
        discountCodeId: id,
        discountType,
        amount: amountType === 1 ? amount.toFixed(2) : money(amount),
        amountType,
        position,
      });
      for (const value of params) discountCodeActionParams.push({ id: rng.uuid(), actionId, value });
    });
    if (active && name !== 'STAFFTEST' && name !== 'NATALE2025') {
      usableCodes.push({
        id,
        name,
        active,
        expires_at: expiresAt,
        only_mnp: onlyMnp,
        actions: actions.map(([discountType, amount, amountType, params]) => ({
          discount_type: discountType,
          amount: amountType === 1 ? String(amount) : money(amount),
          amount_type: amountType,
          params,
        })),
      });
    }
  }

  const donorOperators: DemoData['donorOperators'] = DONOR_OPERATORS.map((operator, index) => ({
    id: operator.id,
    displayedName: operator.displayedName,
    priority: (index + 1) * 10,
    active: true,
  }));

  const stores: DemoData['stores'] = STORES.map(([storeName, address, latitude, longitude], index) => ({
    id: rng.uuid(),
    storeName,
    address,
    latitude,
    longitude,
    active: index % 9 !== 8,
    priority: (index + 1) * 10,
    instructions: index % 4 === 0 ? 'Ingresso dal centro commerciale, primo piano.' : '',
    ...stamps(daysAgo(30, 400)),
  }));

  const jobs: DemoData['jobs'] = [
    {
      id: rng.uuid(),
      kind: 'stores',
      status: 'succeeded',
      current: 22,
      end: 22,
      details: { rowCount: 22, successCount: 20, successGeocodes: 21, errorCount: 2 },
      result: { added: 20, notAdded: 2 },
      createdById: admin.id,
      createdAt: ago(20 * DAY_MS),
      updatedAt: ago(20 * DAY_MS - 2 * MINUTE_MS),
      finishedAt: ago(20 * DAY_MS - 2 * MINUTE_MS),
    },
  ];

  // --- Orders ------------------------------------------------------------------------------
  const { orders, products, productOptions, orderHistory, refundHistory } = buildDemoOrders(
    rng,
    referenceDate,
    orderCount,
    {
      offers: orderableOffers,
      options: options.flatMap((option) =>
        option.publish && option.active
          ? [{ id: option.id, name: option.name, price: option.price, bss: option.bss }]
          : [],
      ),
      codes: usableCodes,
      settings: shopPrices,
      donorCodes: donorOperators.map((operator) => operator.id),
      agents: activeStaff
        .filter((user) => (user.systemRole ?? 0) <= 2)
        .map((user) => ({ id: user.id, email: user.email })),
    },
  );

  return {
    users,
    companies,
    employees,
    storedFiles,
    fileContents,
    blogPosts,
    slides,
    faqCategories,
    faqQuestions,
    pageFaqUrlGroups,
    pageFaqQuestions,
    fileCategories,
    supportFiles,
    variables,
    contactMessages,
    partnerRequests,
    sourceFiles,
    staticPages,
    emailNotifications,
    billingPlans,
    offers,
    offerCategories,
    offerCategoryOffers,
    offerDetails,
    options,
    shopSettings,
    discountCodes,
    discountCodeActions,
    discountCodeActionParams,
    donorOperators,
    stores,
    jobs,
    orders,
    products,
    productOptions,
    orderHistory,
    refundHistory,
  };
}

/** True when the demo data is already in the database (its super administrator exists). */
export async function hasDemoData(prisma: PrismaClient): Promise<boolean> {
  return (await prisma.user.count({ where: { email: DEMO_ACCOUNTS[0].email } })) > 0;
}

/**
 * Inserts the demo data set in one transaction. Idempotent: does nothing when it is already there.
 * Meant for an empty database (or one holding only the bootstrap administrator).
 */
export async function seedDemoData(prisma: PrismaClient, options: SeedOptions): Promise<SeedResult> {
  if (await hasDemoData(prisma)) return { seeded: false, counts: {} };
  const passwordHash = await options.hashPassword(options.password ?? DEMO_PASSWORD);
  const data = buildDemoData(options.referenceDate ?? SEED_REFERENCE_DATE, passwordHash, options.orderCount);
  // Bytes first, rows second (as an upload does): a failure leaves unreferenced files at worst,
  // never rows whose links answer 404. Keys hold seeded uuids, so a retry overwrites the same files.
  if (options.writeFile) for (const { key, bytes } of data.fileContents) await options.writeFile(key, bytes);

  return prisma.$transaction(
    async (tx) => {
      if ((await tx.user.count({ where: { email: DEMO_ACCOUNTS[0].email } })) > 0)
        return { seeded: false, counts: {} };
      const counts: SeedCounts = {};
      const count = (name: string, value: { count: number } | unknown[]) => {
        counts[name] = Array.isArray(value) ? value.length : value.count;
      };

      count('users', await tx.user.createMany({ data: data.users }));
      const companyRows = await tx.company.createManyAndReturn({
        data: data.companies,
        select: { id: true, uuid: true },
      });
      count('companies', companyRows);
      const companyIds = new Map(companyRows.map((row) => [row.uuid, row.id]));
      count(
        'employees',
        await tx.employee.createMany({
          data: data.employees.map(({ companyUuid, ...employee }) => ({
            ...employee,
            companyId: defined(companyIds.get(companyUuid), `company ${companyUuid}`),
          })),
        }),
      );
      count('storedFiles', await tx.storedFile.createMany({ data: data.storedFiles }));
      count('blogPosts', await tx.blogPost.createMany({ data: data.blogPosts }));
      count('slides', await tx.slide.createMany({ data: data.slides }));
      count('faqCategories', await tx.faqCategory.createMany({ data: data.faqCategories }));
      count('faqQuestions', await tx.faqQuestion.createMany({ data: data.faqQuestions }));
      count('pageFaqUrlGroups', await tx.pageFaqUrlGroup.createMany({ data: data.pageFaqUrlGroups }));
      count('pageFaqQuestions', await tx.pageFaqQuestion.createMany({ data: data.pageFaqQuestions }));
      count('fileCategories', await tx.fileCategory.createMany({ data: data.fileCategories }));
      count('supportFiles', await tx.supportFile.createMany({ data: data.supportFiles }));
      count('variables', await tx.variable.createMany({ data: data.variables }));
      count('contactMessages', await tx.contactMessage.createMany({ data: data.contactMessages }));
      count('partnerRequests', await tx.partnerRequest.createMany({ data: data.partnerRequests }));
      count('sourceFiles', await tx.sourceFile.createMany({ data: data.sourceFiles }));
      count('staticPages', await tx.staticPage.createMany({ data: data.staticPages }));
      count('emailNotifications', await tx.emailNotification.createMany({ data: data.emailNotifications }));
      count(
        'billingPlans',
        await tx.billingPlan.createMany({ data: data.billingPlans, skipDuplicates: true }),
      );
      count('offerCategories', await tx.offerCategory.createMany({ data: data.offerCategories }));
      count('offers', await tx.offer.createMany({ data: data.offers }));
      count(
        'offerCategoryOffers',
        await tx.offerCategoryOffer.createMany({ data: data.offerCategoryOffers }),
      );
      count(
        'offerDetails',
        await tx.offerDetail.createMany({ data: data.offerDetails, skipDuplicates: true }),
      );
      count('options', await tx.option.createMany({ data: data.options }));
      count(
        'shopSettings',
        await tx.shopSettings.createMany({ data: [data.shopSettings], skipDuplicates: true }),
      );
      count('discountCodes', await tx.discountCode.createMany({ data: data.discountCodes }));
      count(
        'discountCodeActions',
        await tx.discountCodeAction.createMany({ data: data.discountCodeActions }),
      );
      count(
        'discountCodeActionParams',
        await tx.discountCodeActionParam.createMany({ data: data.discountCodeActionParams }),
      );
      count(
        'donorOperators',
        await tx.donorOperator.createMany({ data: data.donorOperators, skipDuplicates: true }),
      );
      count('stores', await tx.store.createMany({ data: data.stores }));
      count('jobs', await tx.job.createMany({ data: data.jobs }));

      const orderRows = await tx.order.createManyAndReturn({
        data: data.orders,
        select: { id: true, uuid: true },
      });
      count('orders', orderRows);
      const orderIds = new Map(orderRows.map((row) => [row.uuid, row.id]));
      const productRows = await tx.orderProduct.createManyAndReturn({
        data: data.products.map(({ orderUuid, ...product }) => ({
          ...product,
          orderId: defined(orderIds.get(orderUuid), `order ${orderUuid}`),
        })),
        select: { id: true, uuid: true },
      });
      count('orderProducts', productRows);
      const productIds = new Map(productRows.map((row) => [row.uuid, row.id]));
      count(
        'orderProductOptions',
        await tx.orderProductOption.createMany({
          data: data.productOptions.map(({ productUuid, ...option }) => ({
            ...option,
            productId: defined(productIds.get(productUuid), `order product ${productUuid}`),
          })),
        }),
      );
      count(
        'orderHistory',
        await tx.orderHistory.createMany({
          data: data.orderHistory.map(({ orderUuid, productUuid, ...row }) => ({
            ...row,
            orderId: defined(orderIds.get(orderUuid), `order ${orderUuid}`),
            productId: productUuid
              ? defined(productIds.get(productUuid), `order product ${productUuid}`)
              : null,
          })),
        }),
      );
      count(
        'refundHistory',
        await tx.refundHistory.createMany({
          data: data.refundHistory.map(({ orderUuid, ...row }) => ({
            ...row,
            orderId: defined(orderIds.get(orderUuid), `order ${orderUuid}`),
          })),
        }),
      );
      return { seeded: true, counts };
    },
    { timeout: 120_000, maxWait: 30_000 },
  );
}
