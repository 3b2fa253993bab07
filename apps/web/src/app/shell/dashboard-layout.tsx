import { Outlet, useRouterState } from '@tanstack/react-router';
import { X } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { BrandMark } from '#components/brand-mark.tsx';
import { Button } from '#components/ui/button.tsx';
import { useIdleSignOut } from '#features/auth/hooks/use-idle-sign-out.ts';
import { cn } from '#lib/cn.ts';
import { useRecheckGuards } from '#lib/use-recheck-guards.ts';
import { AppHeader } from './app-header.tsx';
import { SidebarNav } from './sidebar-nav.tsx';

export const SIDEBAR_CLASS =
  'fixed inset-y-0 left-0 z-40 w-72 flex-col border-r border-slate-200 bg-white lg:sticky lg:top-0 lg:flex lg:h-dvh lg:w-64';
export const MAIN_CLASS = 'flex flex-1 flex-col px-4 py-6 outline-none sm:px-6 lg:px-8';

/** The signed-in frame: sidebar navigation (a drawer on phones), header, and the page. */
export function DashboardLayout() {
  useIdleSignOut();
  useRecheckGuards();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const pathname = useRouterState({ select: (s) => s.location.pathname });

  // A new page closes the drawer.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on path change only
  useEffect(() => setMenuOpen(false), [pathname]);

  const close = useCallback(() => {
    setMenuOpen(false);
    menuButton.current?.focus();
  }, []);

  // While the drawer is open: focus its close button; Escape closes it.
  useEffect(() => {
    if (!menuOpen) return;
    closeButton.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') close();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen, close]);

  return (
    <div className="flex min-h-dvh">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-medium text-brand-800 shadow focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      {menuOpen ? (
        <div aria-hidden="true" className="fixed inset-0 z-30 bg-slate-900/40 lg:hidden" onClick={close} />
      ) : null}
      {/* A landmark of its own, so the brand row above the Main nav is inside one too. */}
      <aside id="sidebar" aria-label="Sidebar" className={cn(SIDEBAR_CLASS, menuOpen ? 'flex' : 'hidden')}>
        <div className="flex h-16 shrink-0 items-center justify-between border-b border-slate-200 px-6">
          <BrandMark />
          <Button
            ref={closeButton}
            variant="ghost"
            size="icon"
            className="lg:hidden"
            aria-label="Close menu"
            onClick={close}
          >
            <X aria-hidden="true" className="size-5" />
          </Button>
        </div>
        <SidebarNav />
      </aside>
      <div className="flex min-w-0 flex-1 flex-col">
        <AppHeader menuButtonRef={menuButton} menuOpen={menuOpen} onOpenMenu={() => setMenuOpen(true)} />
        <main id="main" tabIndex={-1} className={MAIN_CLASS}>
          <Outlet />
        </main>
      </div>
    </div>
  );
}
