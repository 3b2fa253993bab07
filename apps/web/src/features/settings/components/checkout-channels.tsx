/**
 * The payment channels the pay page offers (settings/merchant-checkout-channels), turned on and off
 * with native checkboxes and saved together (settings/update-checkout-channels). At least one
 * stays on; the next checkout offers only those on.
 */
import type { Channel } from '@payrail/contract/payments';
import * as settings from '@payrail/contract/routes/settings';
import { type FormEvent, useEffect, useState } from 'react';
import { PermissionButton } from '#components/permission-button.tsx';
import { Alert } from '#components/ui/alert.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#components/ui/card.tsx';
import { Checkbox } from '#components/ui/checkbox.tsx';
import { Spinner } from '#components/ui/spinner.tsx';
import { useCheckoutChannels } from '../api/get-checkout-channels';
import { useUpdateCheckoutChannels } from '../api/update-checkout-channels';

export const CHANNEL_TEXT: Record<Channel, { label: string; hint: string }> = {
  card: { label: 'Card', hint: 'Verve, Visa and Mastercard, with the bank’s one-time code when it asks.' },
  bank_transfer: {
    label: 'Bank transfer',
    hint: 'The customer transfers to an account we show them, valid for 30 minutes.',
  },
  ussd: { label: 'USSD', hint: 'The customer dials their bank’s code from any phone.' },
};

export function CheckoutChannels() {
  const current = useCheckoutChannels();
  const update = useUpdateCheckoutChannels();
  const [chosen, setChosen] = useState<Channel[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    if (current.data) setChosen(current.data.channels);
  }, [current.data]);

  if (current.isPending || !chosen) {
    if (current.isError) return <Alert tone="error">{current.error.message}</Alert>;
    return <Spinner label="Loading your checkout channels" />;
  }
  const saved = current.data?.channels ?? [];
  const available = current.data?.available ?? [];
  const changed = chosen.length !== saved.length || chosen.some((c) => !saved.includes(c));
  const toggle = (channel: Channel, on: boolean) => {
    setProblem(null);
    setChosen((list) => {
      const next = on ? [...(list ?? []), channel] : (list ?? []).filter((c) => c !== channel);
      return available.filter((c) => next.includes(c));
    });
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!chosen.length) {
      setProblem('Keep at least one payment channel on');
      return;
    }
    update.mutate({ channels: chosen });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Checkout channels</CardTitle>
        <CardDescription>
          How customers can pay on your payment pages. Changes apply to the next checkout.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={submit} className="space-y-4" aria-label="Checkout channels">
          <fieldset className="space-y-2" aria-describedby={problem ? 'channels-problem' : undefined}>
            <legend className="sr-only">Payment channels on</legend>
            {available.map((channel) => (
              <label
                key={channel}
                htmlFor={`channel-${channel}`}
                className="flex cursor-pointer items-start gap-3 rounded-lg border border-slate-200 p-3"
              >
                <Checkbox
                  id={`channel-${channel}`}
                  className="mt-0.5"
                  name="channels"
                  value={channel}
                  checked={chosen.includes(channel)}
                  onChange={(e) => toggle(channel, e.currentTarget.checked)}
                />
                <span>
                  <span className="block text-sm font-medium text-slate-900">
                    {CHANNEL_TEXT[channel].label}
                  </span>
                  <span className="block text-sm text-slate-600">{CHANNEL_TEXT[channel].hint}</span>
                </span>
              </label>
            ))}
          </fieldset>
          {problem ? (
            <p id="channels-problem" role="alert" className="text-sm text-red-700">
              {problem}
            </p>
          ) : null}
          <PermissionButton
            endpoint={settings.updateCheckoutChannels}
            type="submit"
            loading={update.isPending}
            disabled={!changed}
          >
            Save channels
          </PermissionButton>
        </form>
      </CardContent>
    </Card>
  );
}
