import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { SettingsPage } from '#app/settings/settings-page.tsx';
import { guard } from '#lib/route-guard.ts';

/** Spec 001 §2: a tab can be chosen (the APIs shortcut opens `?tab=apis`). */
const SettingsSearch = z.object({ tab: z.catch(z.optional(z.string()), undefined) });

export const Route = createFileRoute('/_dashboard/others/settings')({
  validateSearch: SettingsSearch,
  beforeLoad: guard('/others/settings'),
  component: SettingsPage,
});
