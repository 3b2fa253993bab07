/** Settings → Profile: the picture and the profile form, with loading and error states. */
import { Alert } from '#components/ui/alert.tsx';
import { Button } from '#components/ui/button.tsx';
import { Card, CardContent, CardHeader } from '#components/ui/card.tsx';
import { Spinner } from '#components/ui/spinner.tsx';
import { useProfile } from '../api/get-profile';
import { PictureCard } from './picture-card';
import { ProfileForm } from './profile-form';

export function ProfileTab() {
  const profile = useProfile();
  return (
    <div className="space-y-6">
      <PictureCard />
      <Card>
        <CardHeader>
          <h2 className="text-lg font-semibold text-slate-900">Your details</h2>
          <p className="text-sm text-slate-600">
            Your name and phone number, as your team and Payrail see them.
          </p>
        </CardHeader>
        <CardContent>
          {profile.isPending ? (
            <div className="flex justify-center py-8 text-brand-700">
              <Spinner label="Loading your profile" />
            </div>
          ) : profile.isError ? (
            <div className="space-y-3">
              <Alert tone="error">Your profile could not be loaded. {profile.error.message}</Alert>
              <Button variant="secondary" size="sm" onClick={() => void profile.refetch()}>
                Try again
              </Button>
            </div>
          ) : (
            <ProfileForm key={profile.data.id + profile.dataUpdatedAt} profile={profile.data} />
          )}
        </CardContent>
      </Card>
    </div>
  );
}
