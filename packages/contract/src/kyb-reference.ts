/**
 * KYB reference data: business categories with their ordered stages and required documents,
 * industries, Nigerian states and settlement banks. The API seeds the categories and industries
 * into its database from these same lists (a test checks they agree), and the web app reads them
 * here to lay out each category's stages, so both validate the same way.
 */

/** Stage ids are stable strings; every category lists its stages in order, ending with review. */
export const KYB_STAGE_IDS = [
  'business-details',
  'owner-identity',
  'documents',
  'settlement-account',
  'review',
] as const;
export type KybStageId = (typeof KYB_STAGE_IDS)[number];

export const KYB_STAGE_TITLES: Record<KybStageId, string> = {
  'business-details': 'Business details',
  'owner-identity': 'Owner or director identity',
  documents: 'Documents',
  'settlement-account': 'Settlement bank account',
  review: 'Review and submit',
};

/** What a merchant can upload (POST kyb/documents `kind`). */
export const KYB_DOCUMENT_KINDS = [
  'proof-of-address',
  'cac-certificate',
  'it-certificate',
  'government-id',
] as const;
export type KybDocumentKind = (typeof KYB_DOCUMENT_KINDS)[number];

export const KYB_DOCUMENT_TITLES: Record<KybDocumentKind, string> = {
  'proof-of-address': 'Proof of address (utility bill or bank statement, under 3 months old)',
  'cac-certificate': 'CAC certificate of registration',
  'it-certificate': 'CAC certificate of incorporated trustees',
  'government-id': "Owner's government-issued ID (NIN slip, passport or driver's licence)",
};

/** Which registration number a category's business details carry. */
export type RegistrationKind = 'rc' | 'bn' | 'it';

export type KybCategory = {
  id: number;
  name: string;
  description: string;
  /** Ordered; always ends with 'review'. */
  stages: readonly KybStageId[];
  /** Uploads the documents stage needs, in display order. */
  requiredDocuments: readonly KybDocumentKind[];
  /** null: no CAC registration (starter business). */
  registration: RegistrationKind | null;
  /** The owner-identity stage needs a BVN (not just a NIN). */
  requiresBvn: boolean;
};

const ALL_STAGES = KYB_STAGE_IDS;

export const KYB_CATEGORIES: readonly KybCategory[] = [
  {
    id: 1,
    name: 'Starter business',
    description:
      'An individual or unregistered business selling under their own name. No CAC registration needed.',
    stages: ALL_STAGES,
    requiredDocuments: ['government-id', 'proof-of-address'],
    registration: null,
    requiresBvn: false,
  },
  {
    id: 2,
    name: 'Registered business name',
    description: 'A sole proprietorship or partnership registered with the CAC (BN number).',
    stages: ALL_STAGES,
    requiredDocuments: ['cac-certificate', 'proof-of-address'],
    registration: 'bn',
    requiresBvn: false,
  },
  {
    id: 3,
    name: 'Limited liability company',
    description: 'A private or public company limited by shares, incorporated with the CAC (RC number).',
    stages: ALL_STAGES,
    requiredDocuments: ['cac-certificate', 'proof-of-address'],
    registration: 'rc',
    requiresBvn: true,
  },
  {
    id: 4,
    name: 'NGO / Incorporated trustees',
    description:
      'A non-profit, religious body or association registered as incorporated trustees (IT number).',
    stages: ALL_STAGES,
    requiredDocuments: ['it-certificate', 'proof-of-address'],
    registration: 'it',
    requiresBvn: false,
  },
];
export const DEFAULT_KYB_CATEGORY_ID = 1;
export const kybCategory = (id: number): KybCategory | undefined => KYB_CATEGORIES.find((c) => c.id === id);

export const REGISTRATION_LABELS: Record<RegistrationKind, { label: string; example: string }> = {
  rc: { label: 'RC number', example: 'RC1234567' },
  bn: { label: 'Business name number', example: 'BN3456789' },
  it: { label: 'IT number', example: 'IT123456' },
};

/** What the business-details stage calls the business's name, by the category's registration. */
export function businessNameLabel(category: Pick<KybCategory, 'registration'>): string {
  switch (category.registration) {
    case 'rc':
      return 'Company name (as registered with the CAC)';
    case 'bn':
      return 'Registered business name';
    case 'it':
      return 'Name of the incorporated trustees';
    default:
      return 'Business name';
  }
}

export const KYB_INDUSTRIES: readonly { id: number; name: string }[] = [
  { id: 1, name: 'E-commerce and retail' },
  { id: 2, name: 'Education' },
  { id: 3, name: 'Hospitality (hotels, restaurants, events)' },
  { id: 4, name: 'Logistics and delivery' },
  { id: 5, name: 'Software and IT services' },
  { id: 6, name: 'Fashion and beauty' },
  { id: 7, name: 'Food and beverage' },
  { id: 8, name: 'Agriculture' },
  { id: 9, name: 'Health and wellness' },
  { id: 10, name: 'Media and entertainment' },
  { id: 11, name: 'Professional services' },
  { id: 12, name: 'Real estate' },
  { id: 13, name: 'Travel and tourism' },
  { id: 14, name: 'Transport' },
  { id: 15, name: 'Religious and non-profit' },
];

export const NIGERIAN_STATES = [
  'Abia',
  'Adamawa',
  'Akwa Ibom',
  'Anambra',
  'Bauchi',
  'Bayelsa',
  'Benue',
  'Borno',
  'Cross River',
  'Delta',
  'Ebonyi',
  'Edo',
  'Ekiti',
  'Enugu',
  'FCT',
  'Gombe',
  'Imo',
  'Jigawa',
  'Kaduna',
  'Kano',
  'Katsina',
  'Kebbi',
  'Kogi',
  'Kwara',
  'Lagos',
  'Nasarawa',
  'Niger',
  'Ogun',
  'Ondo',
  'Osun',
  'Oyo',
  'Plateau',
  'Rivers',
  'Sokoto',
  'Taraba',
  'Yobe',
  'Zamfara',
] as const;

/** Settlement banks: the one list lives in banks.ts (shared with payouts). */
export { NIGERIAN_BANKS } from './banks.ts';
