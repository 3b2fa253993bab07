/**
 * The dashboard's navigation: every area of spec 001 §2, in its shortcut groups (payments,
 * collections, business, others). Areas not built yet show a 'Coming soon' page.
 */
import type { LinkProps } from '@tanstack/react-router';
import {
  ArrowLeftRight,
  Banknote,
  Bell,
  Building2,
  ClipboardCheck,
  House,
  LifeBuoy,
  Link2,
  type LucideIcon,
  Settings,
  ShieldAlert,
  Users,
  UsersRound,
  Wallet,
} from 'lucide-react';

export type NavItem = { label: string; to: NonNullable<LinkProps['to']>; icon: LucideIcon };
export type NavGroup = { label: string | null; items: NavItem[] };

export const NAV_GROUPS: NavGroup[] = [
  { label: null, items: [{ label: 'Home', to: '/home', icon: House }] },
  {
    label: 'Payments',
    items: [
      { label: 'Transactions', to: '/payments/transactions', icon: ArrowLeftRight },
      { label: 'Payouts', to: '/payments/payout', icon: Banknote },
      { label: 'Balances', to: '/payments/balances', icon: Wallet },
      { label: 'Chargebacks', to: '/payments/chargeback', icon: ShieldAlert },
    ],
  },
  { label: 'Collections', items: [{ label: 'Payment links', to: '/collections/payment-link', icon: Link2 }] },
  {
    label: 'Business',
    items: [
      { label: 'Customers', to: '/others/customers', icon: Users },
      { label: 'Sub-accounts', to: '/others/sub-accounts', icon: Building2 },
      { label: 'Team', to: '/others/team-management', icon: UsersRound },
      { label: 'Onboarding', to: '/merchant-onboarding', icon: ClipboardCheck },
    ],
  },
  {
    label: 'Others',
    items: [
      { label: 'Settings', to: '/others/settings', icon: Settings },
      { label: 'Support', to: '/account/support', icon: LifeBuoy },
      { label: 'Notifications', to: '/notifications', icon: Bell },
    ],
  },
];
