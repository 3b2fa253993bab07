/**
 * The Charges, Checkout channels and Limits tabs. They need settings-all:read (spec 001 §6: a
 * member with only settings-api-and-webhook sees the APIs tab); others are told why instead. The
 * Charges tab adds the settlement fees from the balances area (GET charges/settlement).
 */
import * as settings from '@payrail/contract/routes/settings';
import type { ReactNode } from 'react';
import { Can } from '#components/can.tsx';
import { Alert } from '#components/ui/alert.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '#components/ui/card.tsx';
import { SettlementFees } from '#features/balances/components/settlement-fees.tsx';
import { AccountLimits } from '#features/settings/components/account-limits.tsx';
import { ChargeBearers } from '#features/settings/components/charge-bearers.tsx';
import { CheckoutChannels } from '#features/settings/components/checkout-channels.tsx';
import { PayInPricing } from '#features/settings/components/pay-in-pricing.tsx';
import { missingReason, requirementOf } from '#lib/permissions.ts';

function SettingsReader({ children }: { children: ReactNode }) {
  return (
    <Can
      endpoint={settings.getChargePayer}
      fallback={<Alert>{missingReason(requirementOf({ endpoint: settings.getChargePayer }))}</Alert>}
    >
      {children}
    </Can>
  );
}

export function ChargesTab() {
  return (
    <SettingsReader>
      <div className="space-y-6">
        <PayInPricing />
        <ChargeBearers />
        <Card>
          <CardHeader>
            <CardTitle>Settlement</CardTitle>
          </CardHeader>
          <CardContent>
            <SettlementFees />
          </CardContent>
        </Card>
      </div>
    </SettingsReader>
  );
}

export function ChannelsTab() {
  return (
    <SettingsReader>
      <CheckoutChannels />
    </SettingsReader>
  );
}

export function LimitsTab() {
  return (
    <SettingsReader>
      <AccountLimits />
    </SettingsReader>
  );
}
