import { Link } from '@tanstack/react-router';
import { ArrowRight, ClipboardCheck, Link2, UsersRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useSessionStore } from '../../../stores/session-store';
import { useKybNextStage } from '../../kyb/api/get-next-stage';
import { useProfile } from '../../profile/api/get-profile';
import { Can } from '../../team/components/can';
import { usePermissions } from '../../team/hooks/use-permissions';

/**
 * /home: a greeting with the merchant's name and first steps. Stats arrive with spec 001's home.
 * Only steps the user's role allows are offered.
 */
export function HomePage() {
  useDocumentTitle('Home');
  const { can } = usePermissions();
  const canLink = can('payment-link:create');
  const canInvite = can('team-members:create');
  const user = useSessionStore((s) => s.user);
  const { data: profile } = useProfile();
  const { data: nextStage } = useKybNextStage();
  const firstName = profile?.firstName ?? user?.firstName ?? '';
  const merchantName = profile?.businessName ?? user?.merchantName ?? '';

  return (
    <div className="mx-auto w-full max-w-5xl">
      <h1 className="text-2xl font-semibold tracking-tight text-slate-900">Welcome, {firstName}</h1>
      <p className="mt-1 text-sm text-slate-600">
        Signed in to <span className="font-medium text-slate-900">{merchantName}</span>
      </p>

      {nextStage && !nextStage.stagesComplete ? (
        <Can permission="kyb:read">
          <section className="mt-8 flex flex-col gap-4 rounded-xl border border-brand-200 bg-brand-50 p-6 sm:flex-row sm:items-center">
            <ClipboardCheck aria-hidden="true" className="size-8 shrink-0 text-brand-700" />
            <div className="flex-1">
              <h2 className="font-semibold text-slate-900">Verify your business to go live</h2>
              <p className="mt-1 text-sm text-slate-700">
                Sandbox payments work now. Complete business verification to accept real money and get paid
                out.
              </p>
            </div>
            <Link
              to="/merchant-onboarding"
              className="inline-flex items-center gap-1 text-sm font-semibold text-brand-800 underline-offset-4 hover:underline"
            >
              Start onboarding <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          </section>
        </Can>
      ) : null}

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
