/**
 * The signed-in frame as the build prerenders it for /home (issue 12; scripts/prerender-entry.tsx
 * `renderShell`, served as dist/home.html): the dashboard layout's header, sidebar and main
 * landmark around the home page's own frame (app/home/home-frame.tsx) with every card loading.
 * The file is the same for everyone, so it holds no user data: no name, no business, no
 * navigation (which areas show depends on the user's role: blanks stand in for them), no badge.
 * Its controls are disabled; the app renders over it once its JavaScript and the page's data are
 * in (src/main.tsx). It has no router: plain markup with the layout's own classes.
 */
import { Menu } from 'lucide-react';
import { HomeFrame } from '#app/home/home-frame.tsx';
import { BRAND_MARK_CLASS, BrandLogo } from '#components/brand-mark.tsx';
import { Button } from '#components/ui/button.tsx';
import { homeView, statsYears } from '#features/dashboard/lib/home-search.ts';
import { HEADER_CLASS } from './app-header.tsx';
import { MAIN_CLASS, SIDEBAR_CLASS } from './dashboard-layout.tsx';

const NAV_BLANKS = [28, 24, 32, 20, 28, 24, 36, 20];

const Brand = () => (
  <a href="/" className={BRAND_MARK_CLASS}>
    <BrandLogo />
  </a>
);

const noop = () => {};

export function DashboardShell() {
  const now = new Date();
  return (
    <div className="flex min-h-dvh">
      <aside id="sidebar" aria-label="Sidebar" className={`${SIDEBAR_CLASS} hidden`}>
        <div className="flex h-16 shrink-0 items-center justify-between border-b border-slate-200 px-6">
          <Brand />
        </div>
        <nav aria-label="Main" aria-busy="true" className="flex-1 space-y-6 overflow-y-auto px-3 py-4">
          <ul aria-hidden="true" className="space-y-0.5">
            {NAV_BLANKS.map((width, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list of blanks
              <li key={i} className="flex h-9 items-center gap-3 px-3">
                <span className="size-4 shrink-0 rounded bg-slate-100" />
                <span className="h-3.5 rounded bg-slate-100" style={{ width: `${width * 0.25}rem` }} />
              </li>
            ))}
          </ul>
        </nav>
      </aside>
      <div className="flex min-w-0 flex-1 flex-col">
        <header className={HEADER_CLASS}>
          <Button variant="ghost" size="icon" className="-ml-2 lg:hidden" aria-label="Menu" disabled>
            <Menu aria-hidden="true" className="size-5" />
          </Button>
          <span className="lg:hidden">
            <Brand />
          </span>
        </header>
        <main id="main" tabIndex={-1} aria-busy="true" className={MAIN_CLASS}>
          <HomeFrame view={homeView({}, now)} years={statsYears(now)} onSearch={noop} />
        </main>
      </div>
    </div>
  );
}
