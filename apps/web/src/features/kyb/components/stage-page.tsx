import { ComingSoon } from '../../shell/components/coming-soon';

export function StagePage() {
  return <ComingSoon area="Onboarding" description="Verify your business to go live." />;
}
