import { Link } from '@tanstack/react-router';
import { Bell } from 'lucide-react';
import { useUnreadCount } from '../api/get-notifications';
import { badgeText } from '../lib/format';

/** The header bell: links to /notifications and shows the user's unread count. */
export function NotificationBell() {
  const unread = useUnreadCount().data ?? 0;
  const label = unread > 0 ? `Notifications, ${unread} unread` : 'Notifications';
  return (
    <Link
      to="/notifications"
      aria-label={label}
      title={label}
      className="relative rounded-lg p-2 text-slate-600 hover:bg-slate-100 hover:text-slate-900 data-[status=active]:bg-brand-50 data-[status=active]:text-brand-800"
    >
      <Bell aria-hidden="true" className="size-5" />
      {unread > 0 ? (
        <span
          aria-hidden="true"
          data-testid="unread-count"
          className="absolute -top-0.5 -right-0.5 flex h-4.5 min-w-4.5 items-center justify-center rounded-full bg-red-600 px-1 text-[0.65rem] leading-none font-semibold text-white ring-2 ring-white"
        >
          {badgeText(unread)}
        </span>
      ) : null}
    </Link>
  );
}
