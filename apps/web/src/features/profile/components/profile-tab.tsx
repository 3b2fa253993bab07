import { Card, CardContent, CardHeader } from '../../../components/ui/card';

/** Placeholder: replaced by the feature's own screen. */
export function ProfileTab() {
  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg font-semibold text-slate-900">Profile</h2>
      </CardHeader>
      <CardContent className="text-sm text-slate-600">Coming soon.</CardContent>
    </Card>
  );
}
