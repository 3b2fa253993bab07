import { Link, useNavigate } from '@tanstack/react-router';
import { type KeyboardEvent, useRef } from 'react';
import { cn } from '#lib/cn.ts';
import { TEAM_TABS, type TeamTab } from '../lib/team-search';

const LABELS: Record<TeamTab, string> = { members: 'Members', roles: 'Roles', audit: 'Audit log' };
export const TEAM_PANEL_ID = 'team-panel';
export const teamTabId = (tab: TeamTab) => `team-tab-${tab}`;

/**
 * The team page's tabs. Each is a link (`?tab=`), so a tab can be shared and reloaded; the arrow
 * keys, Home and End move between them as in any tab list.
 */
export function TeamTabs({ current, tabs = TEAM_TABS }: { current: TeamTab; tabs?: readonly TeamTab[] }) {
  const navigate = useNavigate({ from: '/others/team-management' });
  const refs = useRef<Partial<Record<TeamTab, HTMLAnchorElement | null>>>({});

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const i = tabs.indexOf(current);
    const last = tabs.length - 1;
    const moves: Record<string, number> = { ArrowRight: i + 1, ArrowLeft: i - 1, Home: 0, End: last };
    const target = moves[e.key];
    if (target === undefined) return;
    e.preventDefault();
    const next = tabs[(target + tabs.length) % tabs.length]!;
    void navigate({ search: { tab: next } });
    refs.current[next]?.focus();
  };

  return (
    <div
      role="tablist"
      aria-label="Team sections"
      onKeyDown={onKeyDown}
      className="mt-6 flex gap-1 border-b border-slate-200"
    >
      {tabs.map((tab) => {
        const selected = tab === current;
        return (
          <Link
            key={tab}
            ref={(el) => {
              refs.current[tab] = el;
            }}
            id={teamTabId(tab)}
            role="tab"
            aria-selected={selected}
            aria-controls={TEAM_PANEL_ID}
            tabIndex={selected ? 0 : -1}
            to="/others/team-management"
            search={{ tab }}
            className={cn(
              '-mb-px border-b-2 px-4 py-2.5 text-sm font-medium',
              selected
                ? 'border-brand-700 text-brand-800'
                : 'border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900',
            )}
          >
            {LABELS[tab]}
          </Link>
        );
      })}
    </div>
  );
}
