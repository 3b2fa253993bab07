/**
 * The payment-link form (features/payment-links) in a dialog on a sub-account's page, sending to
 * the sub-account's link endpoints (features/sub-accounts): one form for both kinds of link. A
 * flat-split sub-account's new link starts in its split's currency (the API refuses another).
 */
import type { CreatePaymentLink } from '@payrail/contract/payment-links';
import { Dialog } from '#components/ui/dialog.tsx';
import { LinkForm } from '#features/payment-links/components/link-form.tsx';
import { emptyLinkForm, linkToForm, toEditBody } from '#features/payment-links/lib/link-form.ts';
import { useCreateSubAccountLink } from '#features/sub-accounts/api/create-sub-account-link.ts';
import { useUpdateSubAccountLink } from '#features/sub-accounts/api/update-sub-account-link.ts';
import type { LinkEditorProps } from '#features/sub-accounts/components/sub-account-links.tsx';

export function SubAccountLinkEditor({ subAccount, link, onClose }: LinkEditorProps) {
  const create = useCreateSubAccountLink();
  const update = useUpdateSubAccountLink();
  const flatCurrency = subAccount.split.splitType === 'flat' ? subAccount.split.currency : null;
  const defaults = link
    ? linkToForm(link)
    : { ...emptyLinkForm(), ...(flatCurrency ? { currency: flatCurrency } : {}) };
  return (
    <Dialog
      open
      size="xl"
      onClose={onClose}
      title={link ? 'Edit payment link' : 'New payment link'}
      description={`Payments on it are shared with ${subAccount.sub_account_details.name}.`}
    >
      <LinkForm
        defaultValues={defaults}
        submitLabel={link ? 'Save changes' : 'Create payment link'}
        lockedReason={
          link?.hasTransactions
            ? 'Customers have paid through this link, so its currency and amount type stay as they are.'
            : undefined
        }
        onCancel={onClose}
        onSubmit={async (values) => {
          if (link) await update.mutateAsync({ ref: link.ref, body: toEditBody(values, link) });
          else await create.mutateAsync({ uuid: subAccount.uuid, body: values as CreatePaymentLink });
          onClose();
        }}
      />
    </Dialog>
  );
}
