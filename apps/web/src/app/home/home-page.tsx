import { createPaymentLink } from '@payrail/contract/routes/payment-links';
import { registerMember } from '@payrail/contract/routes/team';
import { getRouteApi, Link } from '@tanstack/react-router';
import { Link2, UsersRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '#components/ui/button.tsx';
import { homeView, statsYears } from '#features/dashboard/lib/home-search.ts';
import { useProfile } from '#features/profile/api/get-profile.ts';
import { useDocumentTitle } from '#hooks/use-document-title.ts';
import { usePermissions } from '#lib/use-permissions.ts';
import { useSessionStore } from '#stores/session-store.ts';
import { HomeFrame } from './home-frame.tsx';

const route = getRouteApi('/_dashboard/home');

/**
 * /home: a greeting, the balance, the last 30 days' payments, customers by month and the newest
 * payments, with first steps for a new merchant. The pickers live in the URL (spec 001 §2:
 * statsCurrency, transactionsStatsCurrency, customerStatsYear). Only steps the user's role allows
 * are offered: those whose endpoint (creating a link, inviting a member) the user may call.
 */
export function HomePage() {
  useDocumentTitle('Home');
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const now = new Date();
  const view = homeView(search, now);
  const { meets } = usePermissions();
  const canLink = meets(createPaymentLink.access);
  const canInvite = meets(registerMember.access);
  const user = useSessionStore((s) => s.user);
  const { data: profile } = useProfile();
  const firstName = profile?.firstName ?? user?.firstName ?? '';
  const merchantName = profile?.businessName ?? user?.merchantName ?? '';
  const setSearch = (patch: Partial<typeof view>) =>
    void navigate({ search: (s) => ({ ...s, ...patch }), replace: true, resetScroll: false });

  return (
    <HomeFrame
      firstName={firstName}
      merchantName={merchantName}
      view={view}
      years={statsYears(now)}
      onSearch={setSearch}
      emptyAction={
        canLink ? (
          <Button asChild size="sm">
            <Link to="/collections/payment-link/create">Create a payment link</Link>
          </Button>
        ) : null
      }
    >
      {canLink || canInvite ? (
        <>
          <h2 className="mt-10 text-sm font-semibold tracking-wide text-slate-600 uppercase">Get started</h2>
          <ul className="mt-3 grid gap-4 sm:grid-cols-2">
            {canLink ? (
              <ShortcutCard
                to="/collections/payment-link"
                title="Create a payment link"
                text="Share a link and get paid without a website."
                icon={<Link2 aria-hidden="true" className="size-5" />}
              />
            ) : null}
            {canInvite ? (
              <ShortcutCard
                to="/others/team-management"
                title="Invite your team"
                text="Give teammates access with the roles they need."
                icon={<UsersRound aria-hidden="true" className="size-5" />}
              />
            ) : null}
          </ul>
        </>
      ) : null}
    </HomeFrame>
  );
}

type ShortcutCardProps = {
  to: '/collections/payment-link' | '/others/team-management';
  title: string;
  text: string;
  icon: ReactNode;
};

function ShortcutCard({ to, title, text, icon }: ShortcutCardProps) {
  return (
    <li>
      <Link
        to={to}
        className="flex h-full gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm transition-colors hover:border-brand-500"
      >
        <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
          {icon}
        </span>
        <span>
          <span className="block font-semibold text-slate-900">{title}</span>
          <span className="mt-1 block text-sm text-slate-600">{text}</span>
        </span>
      </Link>
    </li>
  );
}
