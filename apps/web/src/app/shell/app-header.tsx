import { useNavigate } from '@tanstack/react-router';
import { LogOut, Menu } from 'lucide-react';
import type { RefObject } from 'react';
import { BrandMark } from '#components/brand-mark.tsx';
import { Badge } from '#components/ui/badge.tsx';
import { Button } from '#components/ui/button.tsx';
import { useLogout } from '#features/auth/api/logout.ts';
import { NotificationBell } from '#features/notifications/components/notification-bell.tsx';
import { ProfileAvatar } from '#features/profile/components/profile-avatar.tsx';
import { useIsSandbox } from '#lib/api-mode.ts';
import { useSessionStore } from '#stores/session-store.ts';

type AppHeaderProps = {
  menuOpen: boolean;
  onOpenMenu: () => void;
  menuButtonRef: RefObject<HTMLButtonElement | null>;
};

export const HEADER_CLASS =
  'sticky top-0 z-20 flex h-16 shrink-0 items-center gap-2 border-b border-slate-200 bg-white/95 px-4 backdrop-blur sm:px-6 lg:px-8';

/**
 * The top bar: the menu button on phones, the "Sandbox" badge in sandbox mode (on every screen, so
 * nobody takes test money for real), notifications, who is signed in, and 'Sign out'. On a phone
 * the name, the picture beside it and the button's label give way (the button keeps its name for
 * screen readers).
 */
export function AppHeader({ menuOpen, onOpenMenu, menuButtonRef }: AppHeaderProps) {
  const user = useSessionStore((s) => s.user);
  const sandbox = useIsSandbox();
  const logout = useLogout();
  const navigate = useNavigate();
  const signOut = () => logout.mutate(undefined, { onSettled: () => void navigate({ to: '/auth/login' }) });

  return (
    <header className={HEADER_CLASS}>
      <Button
        ref={menuButtonRef}
        variant="ghost"
        size="icon"
        className="-ml-2 lg:hidden"
        aria-label="Menu"
        aria-expanded={menuOpen}
        aria-controls="sidebar"
        onClick={onOpenMenu}
      >
        <Menu aria-hidden="true" className="size-5" />
      </Button>
      <span className="lg:hidden">
        <BrandMark />
      </span>
      {sandbox ? (
        <Badge tone="warning" title="Sandbox mode: payments are simulated and no real money moves">
          Sandbox<span className="sr-only"> mode: payments are simulated and no real money moves</span>
        </Badge>
      ) : null}
      <div className="ml-auto flex min-w-0 items-center gap-2 sm:gap-3">
        <NotificationBell />
        <span className="hidden sm:contents">
          <ProfileAvatar />
        </span>
        {user ? (
          <div className="hidden min-w-0 text-right leading-tight sm:block">
            <p className="truncate text-sm font-medium text-slate-900">
              {user.firstName} {user.lastName}
            </p>
            <p className="hidden truncate text-xs text-slate-500 sm:block">{user.merchantName}</p>
          </div>
        ) : null}
        <Button variant="secondary" size="sm" onClick={signOut} loading={logout.isPending}>
          {logout.isPending ? null : <LogOut aria-hidden="true" className="size-4" />}
          <span className="sr-only sm:not-sr-only">Sign out</span>
        </Button>
      </div>
    </header>
  );
}
