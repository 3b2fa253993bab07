import { usePinStatus } from '#features/pin/api/check-pin.ts';
import { PinSection } from '#features/pin/components/pin-section.tsx';
import { TwoFactorSection } from '#features/two-factor/components/two-factor-section.tsx';

/**
 * The Security tab: the transaction PIN, then two-factor. Two-factor offers the PIN as proof for
 * turning it off when one is set and not locked; that comes from the PIN area, so it is read here.
 */
export function SecurityTab() {
  const pin = usePinStatus();
  return (
    <>
      <PinSection />
      <TwoFactorSection pinProof={!!pin.data?.hasPin && !pin.data.locked} />
    </>
  );
}
