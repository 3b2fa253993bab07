/** The public pay pages of a link, as full addresses on this origin (spec 001 §2). */
import type { PaymentLink } from '@payrail/contract/payment-links';

export const publicUrl = (path: string): string => new URL(path, window.location.origin).toString();

export const linkUrls = (link: Pick<PaymentLink, 'paths'>) => ({
  byRef: publicUrl(link.paths.byRef),
  bySlug: publicUrl(link.paths.bySlug),
});

/** The address a slug will have, for the form's preview. */
export const slugPreview = (slug: string): string =>
  `${window.location.origin}/link/${slug.trim().toLowerCase() || '…'}`;
