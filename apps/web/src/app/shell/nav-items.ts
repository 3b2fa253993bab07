/**
 * Icons of the navigation. Which areas exist, where they lead, their groups and who may see them
 * is lib/areas.ts (spec 001 §2), shared with the route guards.
 */
import type { FeatureName } from '@payrail/contract/permissions';
import {
  ArrowLeftRight,
  Banknote,
  Building2,
  ClipboardCheck,
  Code,
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

export const NAV_ICONS: Record<FeatureName, LucideIcon> = {
  'dashboard-metrics': House,
  transactions: ArrowLeftRight,
  payout: Banknote,
  balances: Wallet,
  chargeback: ShieldAlert,
  'payment-link': Link2,
  customers: Users,
  'sub-accounts': Building2,
  'team-members': UsersRound,
  kyb: ClipboardCheck,
  'settings-all': Settings,
  'settings-api-and-webhook': Code,
  support: LifeBuoy,
};
