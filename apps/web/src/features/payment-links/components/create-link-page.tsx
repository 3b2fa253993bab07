import type { CreatePaymentLink } from '@payrail/contract/payment-links';
import { Link, useNavigate } from '@tanstack/react-router';
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { Card, CardContent } from '#components/ui/card.tsx';
import { useDocumentTitle } from '#hooks/use-document-title.ts';
import { useCreatePaymentLink } from '../api/create-payment-link';
import { useUploadLinkImage } from '../api/link-image';
import { emptyLinkForm } from '../lib/link-form';
import { LinkForm } from './link-form';
import { LinkImagePicker } from './link-image-picker';

/**
 * /collections/payment-link/create: POST create, then the chosen image's upload (a refusal is a
 * toast: the link exists, and its edit screen takes another image), then the new link's view page.
 * One success toast: the link's "created"; the image's upload adds none of its own.
 */
export function CreateLinkPage() {
  useDocumentTitle('New payment link');
  const navigate = useNavigate();
  const create = useCreatePaymentLink();
  const upload = useUploadLinkImage({ errorToast: true, successToast: false });
  const [image, setImage] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | undefined>();
  return (
    <div className="mx-auto w-full max-w-3xl space-y-6">
      <BackToLinks />
      <div>
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900">Create payment link</h1>
        <p className="mt-1 text-sm text-slate-600">
          A page your customers pay through; share its address or QR code.
        </p>
      </div>
      <LinkForm
        defaultValues={emptyLinkForm()}
        submitLabel="Create payment link"
        onCancel={() => void navigate({ to: '/collections/payment-link' })}
        onSubmit={async (values) => {
          const link = await create.mutateAsync(values as CreatePaymentLink);
          if (image) await upload.mutateAsync({ ref: link.ref, file: image }).catch(() => undefined);
          await navigate({ to: '/collections/payment-link/view', search: { ref: link.ref } });
        }}
      >
        <Card>
          <CardContent className="space-y-4">
            <h2 className="text-lg font-semibold text-slate-900">Image</h2>
            <LinkImagePicker
              current={null}
              file={image}
              problem={problem}
              onFile={(file, why) => {
                setImage(file);
                setProblem(why);
              }}
            />
          </CardContent>
        </Card>
      </LinkForm>
    </div>
  );
}

export function BackToLinks() {
  return (
    <Link
      to="/collections/payment-link"
      className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      Payment links
    </Link>
  );
}
