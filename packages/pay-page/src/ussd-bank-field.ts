/**
 * USSD: the customer's bank, picked from the contract's list (GTBank *737#, Access *901#, …), so
 * the code they are given has their bank's shape. Shown only while "USSD" is chosen (CSS :has, no
 * script); a plain `<select>` works without JavaScript and on every phone.
 */
import { USSD_BANKS } from '@payrail/contract/ussd-banks';
import { createElement as h, type ReactNode } from 'react';
import type { LinkPageState } from './pay-state.ts';
import { fieldId } from './ui.ts';

export function ussdBankField(s: LinkPageState): ReactNode {
  if (!s.view.channels.includes('ussd')) return null;
  const id = fieldId('ussdBank');
  const error = s.errors.ussdBank?.[0];
  return h(
    'div',
    { className: 'field ussd-bank' },
    h('label', { htmlFor: id }, 'Your bank'),
    h('p', { className: 'hint', id: `${id}-hint` }, 'You get a code to dial from this bank’s USSD service.'),
    h(
      'select',
      {
        id,
        name: 'ussdBank',
        defaultValue: s.values.ussdBank ?? '',
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error ? `${id}-hint ${id}-error` : `${id}-hint`,
      },
      h('option', { value: '', key: '' }, 'Choose your bank'),
      USSD_BANKS.map((b) => h('option', { value: b.id, key: b.id }, `${b.name} (*${b.shortCode}#)`)),
    ),
    error ? h('p', { className: 'error', id: `${id}-error` }, error) : null,
  );
}
