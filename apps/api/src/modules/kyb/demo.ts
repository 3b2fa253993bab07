/** The sandbox demo merchant's KYB: a registered business name, approved, so the demo lands on /home. */

import { nigerianBank } from '@payrail/contract/banks';
import { BusinessDetailsStage, OwnerIdentityStage, SettlementAccountStage } from '@payrail/contract/kyb';
import type { Tx } from '#db/client.ts';
import { kybProfiles } from '#db/schema/index.ts';

const strip = <T extends { stage: string }>({ stage: _stage, ...rest }: T) => rest;

export async function seedDemoKyb(tx: Tx, merchantId: string, businessName: string, at: Date): Promise<void> {
  const business = BusinessDetailsStage.parse({
    stage: 'business-details',
    businessCategoryId: 2,
    industryId: 7,
    businessName,
    businessEmail: 'hello@adaskitchen.ng',
    businessPhone: '0803 000 0000',
    address: '14 Admiralty Way, Lekki Phase 1',
    city: 'Lekki',
    state: 'Lagos',
    description: 'Home-style Nigerian meals, catering and packaged soups, ordered online.',
    registrationNumber: 'BN 3456789',
  });
  const owner = OwnerIdentityStage.parse({
    stage: 'owner-identity',
    firstName: 'Ada',
    lastName: 'Okafor',
    dateOfBirth: '1988-03-14',
    bvn: '22200000001',
    phone: '0803 000 0000',
  });
  const account = SettlementAccountStage.parse({
    stage: 'settlement-account',
    bankCode: '058',
    accountNumber: '0123456785',
    accountName: businessName,
    accountNameConfirmed: true,
  });
  await tx.insert(kybProfiles).values({
    merchantId,
    businessCategoryId: 2,
    status: 'approved',
    stages: {
      'business-details': strip(business),
      'owner-identity': strip(owner),
      documents: { documents: [] },
      'settlement-account': { ...strip(account), bankName: nigerianBank('058')!.name },
      review: { confirmedAt: at.toISOString() },
    },
    submittedAt: at,
    reviewedAt: at,
    reviewedBy: 'demo-seed',
    createdAt: at,
    updatedAt: at,
  });
}
