import { createPaymentLink } from '@payrail/contract/routes/payment-links';
import { registerMember } from '@payrail/contract/routes/team';
import { Link } from '@tanstack/react-router';
import { Link2, UsersRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { VerifyBusinessBanner } from '#features/kyb/components/verify-business-banner.tsx';
import { useProfile } from '#features/profile/api/get-profile.ts';
import { useDocumentTitle } from '#hooks/use-document-title.ts';
import { usePermissions } from '#lib/use-permissions.ts';
import { useSessionStore } from '#stores/session-store.ts';

/**
 * /home: a greeting with the merchant's name and first steps. Stats arrive with spec 001's home.
 * Only steps the user's role allows are offered: those whose endpoint (creating a link, inviting
 * a member) the user may call. Composes the profile (names) and KYB (the verification banner).
 */
export function HomePage() {
  useDocumentTitle('Home');
  const { meets } = usePermissions();
  const canLink = meets(createPaymentLink.access);
  const canInvite = meets(registerMember.access);
  const user = useSessionStore((s) => s.user);
  const { data: profile } = useProfile();
  const firstName = profile?.firstName ?? user?.firstName ?? '';
  const merchantName = profile?.businessName ?? user?.merchantName ?? '';

  return (
    <div className="mx-auto w-full max-w-5xl">
      <h1 className="text-2xl font-semibold tracking-tight text-slate-900">Welcome, {firstName}</h1>
      <p className="mt-1 text-sm text-slate-600">
        Signed in to <span className="font-medium text-slate-900">{merchantName}</span>
      </p>

      <VerifyBusinessBanner />

      {canLink || canInvite ? (
        <>
          <h2 className="mt-10 text-sm font-semibold tracking-wide text-slate-500 uppercase">Get started</h2>
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
    </div>
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
