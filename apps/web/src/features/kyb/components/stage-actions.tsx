import { updateKyb } from '@payrail/contract/routes/kyb';
import { PermissionButton } from '#components/permission-button.tsx';
import { Alert } from '#components/ui/alert.tsx';
import { Button } from '#components/ui/button.tsx';
import { KYB_UPDATE_REASON } from '../lib/permissions';

type StageActionsProps = {
  onBack: (() => void) | undefined;
  loading: boolean;
  submitLabel?: string;
  /** A server message no field took (root.server). */
  serverError?: string | undefined;
};

/**
 * The bottom of every stage form: an error no field took, Back, and Save and continue (disabled
 * with the reason for a member without kyb:update).
 */
export function StageActions({
  onBack,
  loading,
  submitLabel = 'Save and continue',
  serverError,
}: StageActionsProps) {
  return (
    <>
      {serverError ? <Alert tone="error">{serverError}</Alert> : null}
      <div className="flex flex-wrap justify-between gap-3">
        {onBack ? (
          <Button variant="secondary" onClick={onBack}>
            Back
          </Button>
        ) : (
          <span />
        )}
        <PermissionButton type="submit" loading={loading} endpoint={updateKyb} reason={KYB_UPDATE_REASON}>
          {submitLabel}
        </PermissionButton>
      </div>
    </>
  );
}
