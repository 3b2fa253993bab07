import { describe, expect, it } from 'vitest';
import {
  ALL_PERMISSIONS,
  can,
  canAll,
  canAny,
  FEATURES,
  groupPermissions,
  isPermission,
  SYSTEM_ROLES,
} from './permissions.ts';

describe('permission catalogue', () => {
  it('has a read permission for every navigation feature of spec 001', () => {
    for (const f of FEATURES) expect(ALL_PERMISSIONS).toContain(`${f.name}:read`);
    expect(FEATURES.map((f) => f.name)).toEqual(
      expect.arrayContaining(['settings-api-and-webhook', 'team-members', 'kyb']),
    );
  });

  it('recognises only catalogued strings', () => {
    expect(isPermission('transactions:read')).toBe(true);
    expect(isPermission('transactions:delete')).toBe(false);
    expect(isPermission('everything')).toBe(false);
  });

  it('groups permissions by feature', () => {
    expect(groupPermissions(['payout:read', 'payout:create', 'kyb:read'])).toEqual({
      payout: ['payout:read', 'payout:create'],
      kyb: ['kyb:read'],
    });
  });

  it('checks all-of and any-of the way the spec guards edit and settings', () => {
    const held = new Set(['payment-link:read', 'settings-api-and-webhook:read']);
    expect(can(held, 'payment-link:read')).toBe(true);
    expect(canAll(held, ['payment-link:update', 'payment-link:read'])).toBe(false);
    expect(canAny(held, ['settings-all:read', 'settings-api-and-webhook:read'])).toBe(true);
  });

  it('gives system roles only catalogued permissions and the viewer nothing that writes', () => {
    for (const r of SYSTEM_ROLES) for (const p of r.permissions) expect(isPermission(p)).toBe(true);
    const viewer = SYSTEM_ROLES.find((r) => r.name === 'Viewer')!;
    expect(viewer.permissions.every((p) => p.endsWith(':read'))).toBe(true);
  });
});
