import {
  type AnyPgColumn,
  boolean,
  char,
  date,
  foreignKey,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** Property names are the spec's wire names, so a select answers wire-shaped rows. */
export const companies = pgTable('companies', {
  compcode: text('compcode').primaryKey(),
  company: text('company').notNull(),
  compaddr1: text('compaddr1'),
  compaddr2: text('compaddr2'),
  compaddr3: text('compaddr3'),
  compphone: text('compphone'),
  compfax: text('compfax'),
  matauang: text('matauang').notNull().default('IDR'),
  awalbln: integer('awalbln').notNull().default(1),
  // A fixed active date for back-dating; null means "today" in the company's time zone.
  tglaktif: date('tglaktif'),
  /** How many hours a set-password link works (migration 0100). */
  setuplinkhours: integer('setuplinkhours').notNull().default(24),
  /** How many hours a till works on its cached session while the server is unreachable (migration 0171). */
  offlinehours: integer('offlinehours').notNull().default(12),
});

export const employees = pgTable(
  'employees',
  {
    crewkey: serial('crewkey').primaryKey(),
    compcode: text('compcode')
      .notNull()
      .references(() => companies.compcode),
    crewnik: text('crewnik').notNull(),
    crewname: text('crewname').notNull(),
    crewmail: text('crewmail'),
    crewhp: text('crewhp'),
    jabatan: text('jabatan'),
    pangkat: text('pangkat'),
    departemen: text('departemen'),
    terminated: boolean('terminated').notNull().default(false),
  },
  (t) => [uniqueIndex('employees_nik_uq').on(t.compcode, t.crewnik)],
);

/** A user is the pair (compcode, username): a name is unique within its company only (migration 0101). */
export const userAccounts = pgTable(
  'user_accounts',
  {
    username: text('username').notNull(),
    compcode: text('compcode')
      .notNull()
      .references(() => companies.compcode),
    crewkey: integer('crewkey').references(() => employees.crewkey),
    full_name: text('full_name').notNull(),
    email: text('email'),
    mobile: text('mobile'),
    passwordHash: text('password_hash'),
    isAdmin: boolean('is_admin').notNull().default(false),
    isdeleted: integer('isdeleted').notNull().default(0),
    // Set while the account waits for its first password through a one-time setup link.
    setupTokenHash: text('setup_token_hash'),
    // When the setup link stops working (the company's setuplinkhours); null for the first admin's link (migration 0050).
    setupTokenExpires: timestamp('setup_token_expires', { withTimezone: true }),
    // Deleted users keep their row so history still names them (migration 0050).
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.compcode, t.username] })],
);

/** The user a row belongs to, by company and name. */
const ofUser = (t: { compcode: AnyPgColumn; username: AnyPgColumn }) =>
  foreignKey({ columns: [t.compcode, t.username], foreignColumns: [userAccounts.compcode, userAccounts.username] }).onDelete('cascade');

export const sessions = pgTable(
  'sessions',
  {
    idHash: text('id_hash').primaryKey(),
    compcode: text('compcode').notNull(),
    username: text('username').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [ofUser(t)],
);

export const outlets = pgTable(
  'restooutlet',
  {
    outletid: serial('outletid').primaryKey(),
    compcode: text('compcode')
      .notNull()
      .references(() => companies.compcode),
    outletcode: text('outletcode').notNull(),
    outletname: text('outletname').notNull(),
    alamat1: text('alamat1').notNull(),
    alamat2: text('alamat2').notNull(),
    provinsi: text('provinsi').notNull(),
    servicepc: numeric('servicepc', { precision: 5, scale: 2, mode: 'number' }).notNull().default(0),
    pb1pc: numeric('pb1pc', { precision: 5, scale: 2, mode: 'number' }).notNull().default(0),
    ServiceAcc: text('serviceacc').notNull().default('4'),
    TaxAcc: text('taxacc').notNull().default('2'),
    maxdinetime: integer('maxdinetime').notNull().default(90),
    aktif: char('aktif', { length: 1 }).notNull().default('1'),
    outletcolor: text('outletcolor').notNull(),
    header1: text('header1').notNull(),
    header2: text('header2'),
    header3: text('header3'),
    footer1: text('footer1').notNull(),
    footer2: text('footer2'),
    footer3: text('footer3'),
    outletlogo: text('outletlogo'),
    kitchenorder: char('kitchenorder', { length: 1 }).notNull().default('0'),
    posprinter: text('posprinter'),
    kitchenprinter: text('kitchenprinter'),
    modified: timestamp('modified', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('restooutlet_code_uq').on(t.compcode, t.outletcode)],
);

/** An outlet's receipt texts, three lines above the order and three below: read together wherever a receipt is. */
export const outletReceiptTexts = {
  header1: outlets.header1,
  header2: outlets.header2,
  header3: outlets.header3,
  footer1: outlets.footer1,
  footer2: outlets.footer2,
  footer3: outlets.footer3,
};

export const outletUsers = pgTable(
  'restooutletuser',
  {
    compcode: text('compcode').notNull(),
    username: text('username').notNull(),
    outletid: integer('outletid')
      .notNull()
      .references(() => outlets.outletid),
    usergroup: text('usergroup').notNull(),
    isdeleted: integer('isdeleted').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.compcode, t.username] }), ofUser(t)],
);

export const glAccounts = pgTable(
  'glaccount',
  {
    compcode: text('compcode')
      .notNull()
      .references(() => companies.compcode),
    tahun: integer('tahun').notNull(),
    kodeacc: text('kodeacc').notNull(),
    namaacc: text('namaacc').notNull(),
  },
  (t) => [primaryKey({ columns: [t.compcode, t.tahun, t.kodeacc] })],
);

export const accountingPeriods = pgTable(
  'acc_period',
  {
    compcode: text('compcode')
      .notNull()
      .references(() => companies.compcode),
    tahun: integer('tahun').notNull(),
    bulan: integer('bulan').notNull(),
    isclosed: boolean('isclosed').notNull().default(false),
    closedBy: text('closed_by'),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.compcode, t.tahun, t.bulan] })],
);

/**
 * Notices (LISTEN/NOTIFY) a write queued in its own transaction, to be sent after its commit by
 * platform/notices.ts (migration 0111): appended and deleted whole, never looked up.
 */
export const noticeOutbox = pgTable('notice_outbox', {
  channel: text('channel').notNull(),
  payload: text('payload').notNull(),
});
