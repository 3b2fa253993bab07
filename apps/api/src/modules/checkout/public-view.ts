/**
 * The public side of a payment link: finding it by ref or slug, what the pay page shows, and the
 * page-view events of the funnel. An inactive, expired or used-up link still answers (200) with
 * `available: false` and the reason, so the page can say so; an unknown one is a 404.
 */
import type { PublicLinkView } from '@payrail/contract/checkout';
import { quoteCharge } from '@payrail/contract/money';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import {
  initializedPayments,
  linkEvents,
  merchantBranding,
  merchantSettings,
  merchants,
  paymentLinks,
  pricing,
  subAccounts,
} from '#db/schema/index.ts';
import { perDatabase } from '#lib/prepared.ts';
import { blacklistedSql } from '#modules/customers/index.ts';
import { pricingFrom, settingsFrom } from '#modules/merchant-settings/index.ts';
import { type LinkRow, linkImage, linkNotFound, unavailableReason } from '#modules/payment-links/index.ts';
import { jsonAmount, jsonAmountOrNull } from '#modules/transactions/index.ts';
import { publicBranding, shownName } from '#modules/white-labelling/index.ts';
import { type CheckoutCtx, isSandbox } from './state.ts';

export type LinkSelector = { ref: string } | { slug: string };

export const linkCurrency = (link: LinkRow) => link.currency as 'NGN' | 'USD';

/** `payer`: checkout's variant, which also asks whether the payer's email is blacklisted. */
function linkQuery(db: Db, by: 'ref' | 'slug', payer: boolean) {
  return db
    .select({
      link: paymentLinks,
      merchantName: merchants.businessName,
      settings: merchantSettings,
      price: pricing,
      // A sub-account's link: its split rule, so an approved card settles without another read.
      split: {
        splitType: subAccounts.splitType,
        splitValue: subAccounts.splitValue,
        splitCurrency: subAccounts.splitCurrency,
        feeBearer: subAccounts.feeBearer,
      },
      subAccountStatus: subAccounts.status,
      // The merchant's white-labelling (every column but the logo's bytes); null: the defaults.
      branding: {
        displayName: merchantBranding.displayName,
        brandColor: merchantBranding.brandColor,
        supportEmail: merchantBranding.supportEmail,
        supportPhone: merchantBranding.supportPhone,
        logoHash: merchantBranding.logoHash,
        logoWidth: merchantBranding.logoWidth,
        logoHeight: merchantBranding.logoHeight,
      },
      // A payment initialized through the public API (modules/public-api): its reference and metadata.
      api: { reference: initializedPayments.reference, metadata: initializedPayments.metadata },
      // The merchant's blacklist, read with the link: a start needs no lookup of its own.
      blacklisted: payer
        ? blacklistedSql(paymentLinks.merchantId, sql`${sql.placeholder('email')}::text`)
        : sql<boolean>`false`,
    })
    .from(paymentLinks)
    .innerJoin(merchants, eq(merchants.id, paymentLinks.merchantId))
    .leftJoin(subAccounts, eq(subAccounts.id, paymentLinks.subAccountId))
    .leftJoin(initializedPayments, eq(initializedPayments.linkId, paymentLinks.id))
    .leftJoin(merchantSettings, eq(merchantSettings.merchantId, paymentLinks.merchantId))
    .leftJoin(merchantBranding, eq(merchantBranding.merchantId, paymentLinks.merchantId))
    .leftJoin(
      pricing,
      and(
        eq(pricing.merchantId, paymentLinks.merchantId),
        eq(pricing.kind, 'pay_in'),
        eq(pricing.currency, paymentLinks.currency),
      ),
    )
    .where(eq(by === 'ref' ? paymentLinks.ref : paymentLinks.slug, sql.placeholder('key')))
    .limit(1)
    .prepare(`public_link_by_${by}${payer ? '_for_payer' : ''}`);
}
const linkByRef = perDatabase((db) => linkQuery(db, 'ref', false));
const linkBySlug = perDatabase((db) => linkQuery(db, 'slug', false));
const payerLinkByRef = perDatabase((db) => linkQuery(db, 'ref', true));
const payerLinkBySlug = perDatabase((db) => linkQuery(db, 'slug', true));

/**
 * The link with what paying it needs (merchant name, settings, pay-in pricing), in one prepared
 * query; with `payerEmail` (a checkout starting), also whether the merchant blacklisted it.
 */
export async function findPublicLink({ deps }: CheckoutCtx, by: LinkSelector, payerEmail?: string) {
  const email = payerEmail ?? '';
  const [row] =
    'ref' in by
      ? await (payerEmail === undefined ? linkByRef : payerLinkByRef)(deps.db).execute({ key: by.ref, email })
      : await (payerEmail === undefined ? linkBySlug : payerLinkBySlug)(deps.db).execute({
          key: by.slug.toLowerCase(),
          email,
        });
  if (!row) throw linkNotFound();
  return {
    blacklisted: row.blacklisted === true,
    // An inactive sub-account's links are refused as an inactive link is (the same reason and message).
    link: row.subAccountStatus === 'inactive' ? { ...row.link, status: 'inactive' as const } : row.link,
    // Customers see the display name when the merchant set one (white-labelling).
    merchantName: shownName(row.merchantName, row.branding?.displayName),
    branding: publicBranding(row.branding),
    split: row.split,
    api: row.api,
    settings: settingsFrom(row.settings),
    pricing: pricingFrom(row.price, linkCurrency(row.link)),
  };
}

export async function publicView(
  ctx: CheckoutCtx,
  input: {
    link: LinkSelector;
    /** A view counts once per visit: not again when the page shows a checkout or re-renders a form. */
    recordView?: boolean;
  },
): Promise<PublicLinkView> {
  const { deps } = ctx;
  const { link, merchantName, settings, pricing, branding } = await findPublicLink(ctx, input.link);
  const now = deps.clock.now();
  if (input.recordView ?? true)
    await deps.db.insert(linkEvents).values({ linkId: link.id, kind: 'view', createdAt: now });
  const quote = link.amount !== null ? quoteCharge(link.amount, pricing, settings.chargePayer) : null;
  const reason = unavailableReason(link, now);
  return {
    ref: link.ref,
    slug: link.slug,
    merchantName,
    name: link.name,
    description: link.description,
    image: linkImage(link),
    currency: linkCurrency(link),
    amountType: link.amountType,
    amount: jsonAmountOrNull(link.amount),
    minAmount: jsonAmountOrNull(link.minAmount),
    customFields: link.customFields,
    channels: settings.channels,
    chargePayer: settings.chargePayer,
    fee: quote && settings.chargePayer === 'customer' ? jsonAmount(quote.fee) : null,
    total: quote ? jsonAmount(quote.total) : null,
    pricing: {
      percentBps: Number(pricing.percentBps),
      flat: jsonAmount(pricing.flat),
      cap: jsonAmountOrNull(pricing.cap),
      flatWaivedBelow: jsonAmountOrNull(pricing.flatWaivedBelow),
    },
    available: reason === null,
    unavailableReason: reason,
    redirectUrl: link.redirectUrl ?? null,
    sandbox: isSandbox(ctx),
    branding,
  };
}
