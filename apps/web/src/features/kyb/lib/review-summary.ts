/**
 * The review stage's summary: each saved stage as labelled lines, in the category's order. Values
 * come from the KYB details as the server holds them (BVN and NIN arrive masked).
 */
import {
  businessNameLabel,
  KYB_DOCUMENT_TITLES,
  KYB_STAGE_TITLES,
  type KybCategory,
  type KybStageId,
  NIGERIAN_BANKS,
  REGISTRATION_LABELS,
} from '@payrail/contract/kyb-reference';
import type { KybRecord } from '../api/get-kyb';

export type SummaryLine = { label: string; value: string };
export type StageSummary = { id: KybStageId; title: string; saved: boolean; lines: SummaryLine[] };

const str = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');

export function reviewSummary(
  category: KybCategory,
  record: KybRecord | null,
  industryName: (id: number) => string | undefined,
): StageSummary[] {
  const stages = record?.business_category_id === category.id ? record.stages : {};
  return category.stages
    .filter((id) => id !== 'review')
    .map((id) => {
      const s = stages[id];
      return {
        id,
        title: KYB_STAGE_TITLES[id],
        saved: Boolean(s),
        lines: s ? linesOf(id, s, category, record, industryName) : [],
      };
    });
}

function linesOf(
  id: KybStageId,
  s: Record<string, unknown>,
  category: KybCategory,
  record: KybRecord | null,
  industryName: (id: number) => string | undefined,
): SummaryLine[] {
  const lines = (pairs: [string, unknown][]) =>
    pairs.map(([label, v]) => ({ label, value: str(v) })).filter((l) => l.value !== '');
  switch (id) {
    case 'business-details':
      return lines([
        ['Business category', category.name],
        ['Industry', typeof s.industryId === 'number' ? (industryName(s.industryId) ?? s.industryId) : ''],
        [businessNameLabel(category), s.businessName],
        ['Trading name', s.tradingName],
        [category.registration ? REGISTRATION_LABELS[category.registration].label : '', s.registrationNumber],
        ['Business email', s.businessEmail],
        ['Business phone', s.businessPhone],
        ['Address', [s.address, s.city, s.state].map(str).filter(Boolean).join(', ')],
        ['Website', s.website],
        ['Description', s.description],
      ]);
    case 'owner-identity':
      return lines([
        ['Name', `${str(s.firstName)} ${str(s.lastName)}`.trim()],
        ['Role', str(s.role).replace(/^./, (c) => c.toUpperCase())],
        ['Date of birth', s.dateOfBirth],
        ['BVN', s.bvn],
        ['NIN', s.nin],
        ['Phone', s.phone],
      ]);
    case 'documents':
      return category.requiredDocuments.map((kind) => ({
        label: KYB_DOCUMENT_TITLES[kind],
        value: record?.documents.find((d) => d.kind === kind)?.fileName ?? 'Missing',
      }));
    case 'settlement-account':
      return lines([
        ['Bank', NIGERIAN_BANKS.find((b) => b.code === s.bankCode)?.name ?? s.bankCode],
        ['Account number', s.accountNumber],
        ['Account name', s.accountName],
      ]);
    case 'review':
      return [];
  }
}
