import { Link } from '@tanstack/react-router';
import { NAV_GROUPS } from './nav-items';

type SidebarNavProps = { onNavigate?: () => void };

/** The main navigation, grouped as spec 001 §2's shortcuts. The current page is aria-current. */
export function SidebarNav({ onNavigate }: SidebarNavProps) {
  return (
    <nav aria-label="Main" className="flex-1 space-y-6 overflow-y-auto px-3 py-4">
      {NAV_GROUPS.map((group) => (
        <div key={group.label ?? 'top'}>
          {group.label ? (
            <h2 className="px-3 pb-2 text-xs font-semibold tracking-wide text-slate-500 uppercase">
              {group.label}
            </h2>
          ) : null}
          <ul className="space-y-0.5">
            {group.items.map(({ label, to, icon: Icon }) => (
              <li key={to}>
                <Link
                  to={to}
                  onClick={onNavigate}
                  className="flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900 data-[status=active]:bg-brand-50 data-[status=active]:text-brand-800"
                >
                  <Icon aria-hidden="true" className="size-4 shrink-0" />
                  {label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}
