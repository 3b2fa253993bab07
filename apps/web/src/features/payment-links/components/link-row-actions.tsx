import { deletePaymentLink, type PaymentLink } from '@payrail/contract/routes/payment-links';
import { Link } from '@tanstack/react-router';
import { Trash2 } from 'lucide-react';
import { PermissionButton } from '#components/permission-button.tsx';
import { Button } from '#components/ui/button.tsx';
import { ROUTE_ACCESS } from '#lib/areas.ts';
import { usePermissions } from '#lib/use-permissions.ts';
import { LinkReasons } from '../lib/permissions';
import { linkUrls } from '../lib/public-url';
import { CopyButton } from './copy-button';
import { StatusToggle } from './status-toggle';

/** A link's row actions. Those the user may not take stay visible, disabled with the reason. */
export function LinkRowActions({ link, onDelete }: { link: PaymentLink; onDelete: () => void }) {
  return (
    <div className="flex flex-col items-end gap-2">
      <div className="flex gap-2">
        <Button asChild size="sm" variant="secondary">
          <Link
            to="/collections/payment-link/view"
            search={{ ref: link.ref }}
            aria-label={`View ${link.name}`}
          >
            View
          </Link>
        </Button>
        <EditLinkButton link={link} />
        <CopyButton
          text={linkUrls(link).bySlug}
          aria-label={`Copy link of ${link.name}`}
          label="Copy link"
          iconOnly
        />
      </div>
      <div className="flex gap-2">
        <StatusToggle link={link} />
        <PermissionButton
          size="sm"
          variant="ghost"
          className="text-red-700 hover:bg-red-50 hover:text-red-800"
          endpoint={deletePaymentLink}
          reason={LinkReasons.delete}
          title="Delete"
          aria-label={`Delete ${link.name}`}
          onClick={onDelete}
        >
          <Trash2 aria-hidden="true" className="size-4" />
        </PermissionButton>
      </div>
    </div>
  );
}

/**
 * Edit needs what the editor's guard checks: editPaymentLink's and showPaymentLink's access
 * (payment-link:update and payment-link:read, spec 001 §6).
 */
export function EditLinkButton({ link, size = 'sm' }: { link: PaymentLink; size?: 'sm' | 'md' }) {
  const { meets } = usePermissions();
  if (!meets(ROUTE_ACCESS['/collections/payment-link/edit'])) {
    return (
      <Button
        size={size}
        variant="secondary"
        disabledReason={LinkReasons.edit}
        aria-label={`Edit ${link.name}`}
      >
        Edit
      </Button>
    );
  }
  return (
    <Button asChild size={size} variant="secondary">
      <Link to="/collections/payment-link/edit" search={{ ref: link.ref }} aria-label={`Edit ${link.name}`}>
        Edit
      </Link>
    </Button>
  );
}
