import { ALL_PERMISSIONS } from '@payrail/contract/permissions';
import { describe, expect, test } from 'vitest';
import { can, canAll, canAny, describeRequirement, meets } from './permissions';

const user = (...permissions: string[]) => ({ isOwner: false, permissions });
const OWNER = { isOwner: true, permissions: [] };

describe('can', () => {
  test('a held permission, and only that one', () => {
    expect(can(user('transactions:read'), 'transactions:read')).toBe(true);
    expect(can(user('transactions:read'), 'transactions:update')).toBe(false);
    expect(can(user('transactions:update'), 'transactions:read')).toBe(false);
  });

  test('the owner may do everything, whatever the list says', () => {
    for (const p of ALL_PERMISSIONS) expect(can(OWNER, p)).toBe(true);
  });

  test('no access (not loaded, signed out) may do nothing', () => {
    expect(can(undefined, 'transactions:read')).toBe(false);
    expect(can(null, 'transactions:read')).toBe(false);
  });
});

describe('payment-link edit needs all of update and read', () => {
  const edit = { all: ['payment-link:update', 'payment-link:read'] } as const;
  test.each([
    [['payment-link:update', 'payment-link:read'], true],
    [['payment-link:update'], false],
    [['payment-link:read'], false],
    [[], false],
  ])('%j → %s', (held, expected) => {
    expect(canAll(user(...held), edit.all)).toBe(expected);
    expect(meets(user(...held), edit)).toBe(expected);
  });
  test('the owner', () => expect(meets(OWNER, edit)).toBe(true));
});

describe('settings need any of settings-all:read or settings-api-and-webhook:read', () => {
  const settings = { any: ['settings-all:read', 'settings-api-and-webhook:read'] } as const;
  test.each([
    [['settings-all:read'], true],
    [['settings-api-and-webhook:read'], true],
    [['settings-all:read', 'settings-api-and-webhook:read'], true],
    [['settings-all:update', 'settings-api-and-webhook:update'], false],
    [[], false],
  ])('%j → %s', (held, expected) => {
    expect(canAny(user(...held), settings.any)).toBe(expected);
    expect(meets(user(...held), settings)).toBe(expected);
  });
  test('the owner', () => expect(meets(OWNER, settings)).toBe(true));
});

test('requirements read as text for reasons', () => {
  expect(describeRequirement({ permission: 'payout:read' })).toBe('payout:read');
  expect(describeRequirement({ all: ['payment-link:update', 'payment-link:read'] })).toBe(
    'payment-link:update and payment-link:read',
  );
  expect(describeRequirement({ any: ['settings-all:read', 'settings-api-and-webhook:read'] })).toBe(
    'settings-all:read or settings-api-and-webhook:read',
  );
});
