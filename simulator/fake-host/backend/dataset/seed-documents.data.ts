/**
 * The seeded knowledge-base documents, by catalog name (seed-catalogs.ts). 'Product FAQ'
 * holds one document per case the documents page must show (12: three pages of 5);
 * 'Return policy' a URL document with a path; the others none (the empty state).
 */
export interface DocumentSeed {
  readonly catalog: string;
  readonly name: string;
  /** For a URL document, what the user typed (the name is scheme and host). */
  readonly url?: string;
  readonly extension: string;
  readonly status: 'processing' | 'active' | 'inactive';
  /** Oldest first for files (the last is current); for a URL document, its pages. */
  readonly versions: readonly { readonly name: string; readonly status?: 'active' | 'inactive' }[];
  readonly spelling?: 'lower' | 'upper';
  readonly aliases?: boolean;
  readonly omitStatus?: boolean;
  readonly pendingGets?: number;
  readonly settlesAs?: 'active' | 'inactive';
  /** A document without a stored file: Download answers the 'no url' error (spec 2 §5). */
  readonly noUrl?: boolean;
  /**
   * The document's answer embeds its current version only; the version endpoint lists them all
   * (spec 2 §2.10, §7: Restore must read the endpoint).
   */
  readonly embedsCurrentOnly?: boolean;
}

const FAQ = 'Product FAQ';

const pages = (base: string, paths: readonly string[]) =>
  paths.map((path, index) => ({
    name: `${base}${path}`,
    status: index % 3 === 2 ? ('inactive' as const) : ('active' as const),
  }));

export const DOCUMENT_SEEDS: readonly DocumentSeed[] = [
  {
    catalog: FAQ,
    name: 'Product manual.pdf',
    extension: 'pdf',
    status: 'active',
    versions: [
      { name: 'Product manual v1.pdf' },
      { name: 'Product manual v2.pdf' },
      { name: 'Product manual.pdf' },
    ],
  },
  {
    catalog: FAQ,
    name: 'Onboarding guide.docx',
    extension: 'docx',
    status: 'active',
    spelling: 'upper',
    versions: [{ name: 'Onboarding guide.docx' }],
  },
  {
    catalog: FAQ,
    name: 'Price table.xlsx',
    extension: 'xlsx',
    status: 'inactive',
    spelling: 'upper',
    aliases: true,
    versions: [{ name: 'Price table 2024.xlsx' }, { name: 'Price table.xlsx' }],
  },
  {
    catalog: FAQ,
    name: 'Customer contacts.csv',
    extension: 'csv',
    status: 'processing',
    pendingGets: 3,
    versions: [{ name: 'Customer contacts.csv' }],
  },
  {
    catalog: FAQ,
    name: 'https://help.example.com',
    url: 'https://help.example.com',
    extension: 'url',
    status: 'active',
    versions: pages('https://help.example.com', [
      '/',
      '/getting-started',
      '/billing',
      '/billing/invoices',
      '/account/security',
      '/contact',
      '/status',
    ]),
  },
  {
    catalog: FAQ,
    name: 'Release notes.txt',
    extension: 'txt',
    status: 'active',
    aliases: true,
    versions: [{ name: 'Release notes.txt' }],
  },
  {
    catalog: FAQ,
    name: 'Sales pitch.pptx',
    extension: 'pptx',
    status: 'inactive',
    embedsCurrentOnly: true,
    versions: [{ name: 'Sales pitch 2025.pptx' }, { name: 'Sales pitch.pptx' }],
  },
  {
    catalog: FAQ,
    name: 'README.md',
    extension: 'md',
    status: 'active',
    noUrl: true,
    versions: [{ name: 'README.md' }],
  },
  {
    catalog: FAQ,
    name: 'https://docs.example.org',
    url: 'https://docs.example.org/guides',
    extension: 'url',
    status: 'processing',
    spelling: 'upper',
    pendingGets: 2,
    versions: pages('https://docs.example.org', ['/guides', '/guides/install', '/guides/upgrade']),
  },
  {
    catalog: FAQ,
    name: 'Huge archive.pdf',
    extension: 'pdf',
    status: 'processing',
    omitStatus: true,
    pendingGets: Number.POSITIVE_INFINITY,
    versions: [{ name: 'Huge archive.pdf' }],
  },
  {
    catalog: FAQ,
    name: 'Legacy FAQ.txt',
    extension: 'txt',
    status: 'processing',
    aliases: true,
    pendingGets: 3,
    settlesAs: 'inactive',
    versions: [{ name: 'Legacy FAQ.txt' }],
  },
  {
    catalog: FAQ,
    name: 'Quarterly financial report of the sales department.xlsx',
    extension: 'xlsx',
    status: 'active',
    versions: [
      { name: 'Quarterly financial report of the sales department Q1.xlsx' },
      { name: 'Quarterly financial report of the sales department Q2.xlsx' },
      { name: 'Quarterly financial report of the sales department.xlsx' },
    ],
  },
  {
    catalog: 'Return policy',
    name: 'https://shop.example.com',
    url: 'https://shop.example.com/policies/returns',
    extension: 'url',
    status: 'active',
    spelling: 'upper',
    versions: pages('https://shop.example.com', ['/policies/returns', '/policies/returns/exchanges']),
  },
  {
    catalog: 'Return policy',
    name: 'Return form.pdf',
    extension: 'pdf',
    status: 'active',
    versions: [{ name: 'Return form.pdf' }],
  },
];
