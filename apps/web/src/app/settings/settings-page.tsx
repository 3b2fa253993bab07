import { getRouteApi } from '@tanstack/react-router';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#components/ui/tabs.tsx';
import { ApiConfigurationTab } from '#features/api-configuration/components/api-configuration-tab.tsx';
import { ProfileTab } from '#features/profile/components/profile-tab.tsx';
import { BrandingTab } from '#features/white-labelling/components/branding-tab.tsx';
import { useDocumentTitle } from '#hooks/use-document-title.ts';
import { ChannelsTab, ChargesTab, LimitsTab } from './payment-settings-tabs.tsx';
import { SecurityTab } from './security-tab.tsx';

const route = getRouteApi('/_dashboard/others/settings');

/** The tabs, in order. The chosen one lives in the URL (`?tab=`), so a tab can be linked to. */
export const SETTINGS_TABS = [
  { id: 'profile', label: 'Profile' },
  { id: 'security', label: 'Security' },
  { id: 'apis', label: 'APIs & webhooks' },
  { id: 'charges', label: 'Charges' },
  { id: 'channels', label: 'Checkout channels' },
  { id: 'limits', label: 'Limits' },
  { id: 'branding', label: 'Branding' },
] as const;
type TabId = (typeof SETTINGS_TABS)[number]['id'];

const isTab = (tab: string | undefined): tab is TabId => SETTINGS_TABS.some((t) => t.id === tab);

/** /others/settings: assembles the profile, PIN and two-factor features into tabs. */
export function SettingsPage() {
  useDocumentTitle('Settings');
  const { tab } = route.useSearch();
  const navigate = route.useNavigate();
  const current: TabId = isTab(tab) ? tab : 'profile';
  return (
    <section aria-labelledby="page-title" className="mx-auto w-full max-w-4xl">
      <h1 id="page-title" className="text-2xl font-semibold tracking-tight text-slate-900">
        Settings
      </h1>
      <Tabs
        className="mt-4"
        value={current}
        onValueChange={(next) => void navigate({ search: { tab: next }, replace: true })}
      >
        <TabsList aria-label="Settings sections">
          {SETTINGS_TABS.map((t) => (
            <TabsTrigger key={t.id} value={t.id}>
              {t.label}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="profile">
          <ProfileTab />
        </TabsContent>
        <TabsContent value="security" className="space-y-6">
          <SecurityTab />
        </TabsContent>
        <TabsContent value="apis">
          <ApiConfigurationTab />
        </TabsContent>
        <TabsContent value="charges">
          <ChargesTab />
        </TabsContent>
        <TabsContent value="channels">
          <ChannelsTab />
        </TabsContent>
        <TabsContent value="limits">
          <LimitsTab />
        </TabsContent>
        <TabsContent value="branding">
          <BrandingTab />
        </TabsContent>
      </Tabs>
    </section>
  );
}
