import type { PublicLinkView } from '@payrail/contract/checkout';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import { quickCheck, toStartBody } from './form-values.ts';
import type { LinkPageState } from './pay-state.ts';
import { ussdBankField } from './ussd-bank-field.ts';

const view = (channels: PublicLinkView['channels']) =>
  ({ currency: 'NGN', amountType: 'fixed', channels, customFields: [] }) as unknown as PublicLinkView;
const state = (channels: PublicLinkView['channels'], errors = {}) =>
  ({ view: view(channels), values: {}, errors }) as unknown as LinkPageState;
const base = { email: 'ada@example.com', name: 'Ada' };

describe('the USSD bank picker', () => {
  test('lists the banks with their code shape, only where USSD is offered', () => {
    const html = renderToStaticMarkup(ussdBankField(state(['card', 'ussd'])) as never);
    for (const shown of [
      'GTBank (*737#)',
      'Access Bank (*901#)',
      'First Bank (*894#)',
      'UBA (*919#)',
      'Zenith Bank (*966#)',
    ])
      expect(html).toContain(shown);
    expect(html).toContain('name="ussdBank"');
    expect(ussdBankField(state(['card']))).toBeNull();
    const refused = renderToStaticMarkup(
      ussdBankField(state(['ussd'], { ussdBank: ['Choose your bank'] })) as never,
    );
    expect(refused).toContain('aria-invalid="true"');
    expect(refused).toContain('Choose your bank');
  });

  test('the chosen bank goes in the body for USSD only; none chosen is caught before sending', () => {
    const v = view(['card', 'ussd']);
    expect(toStartBody(v, { ...base, channel: 'ussd', ussdBank: 'zenith' }).body.ussdBank).toBe('zenith');
    expect(toStartBody(v, { ...base, channel: 'card', ussdBank: 'zenith' }).body.ussdBank).toBeUndefined();
    const none = toStartBody(v, { ...base, channel: 'ussd' }).body;
    expect(quickCheck(v, none).ussdBank).toEqual(['Choose your bank']);
  });
});
