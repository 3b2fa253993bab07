import { describe, expect, expectTypeOf, test } from 'vitest';
import * as account from './account.ts';
import { type Answer, type Endpoint, needs, ownerAccess, publicAccess, sessionAccess } from './endpoint.ts';
import * as notifications from './notifications.ts';
import * as team from './team.ts';
import * as roles from './team-roles.ts';

const descriptors = (mod: Record<string, unknown>) =>
  Object.values(mod).filter((v): v is Endpoint => typeof v === 'object' && v !== null && 'access' in v);

describe('team, account access and notification descriptors', () => {
  const all = [team, roles, account, notifications].flatMap(descriptors);

  test('each is declared once, at a path of its own', () => {
    expect(all).toHaveLength(22);
    const keys = all.map((d) => `${d.method} /api/${d.version}${d.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  test('managing the team needs a team-members permission; the rest say who may call them', () => {
    for (const d of [...descriptors(team), ...descriptors(roles)]) {
      if (d.access.kind === 'permission') expect(d.access.permission).toMatch(/^team-members:/);
    }
    expect(team.removeMember.access).toEqual(needs('team-members:delete'));
    expect(roles.getAuditLog.access).toEqual(ownerAccess);
    expect([team.getInvitation.access, team.acceptInvitation.access]).toEqual([publicAccess, publicAccess]);
    expect(account.getUserAccess.access).toEqual(sessionAccess);
    expect(descriptors(notifications).map((d) => d.access)).toEqual([sessionAccess, sessionAccess]);
  });

  test('answers are typed from the descriptors', () => {
    expectTypeOf<Answer<typeof team.listMembers>>().toEqualTypeOf<team.Member[]>();
    expectTypeOf<Answer<typeof account.getUserAccess>>().toEqualTypeOf<account.TeamAccess>();
    expectTypeOf<
      Answer<typeof notifications.listNotifications>
    >().toEqualTypeOf<notifications.NotificationsPage>();
  });
});
