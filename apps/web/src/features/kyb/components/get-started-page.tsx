import { ComingSoon } from '../../shell/components/coming-soon';

export function GetStartedPage() {
  return <ComingSoon area="Onboarding" description="Verify your business to go live." />;
}
