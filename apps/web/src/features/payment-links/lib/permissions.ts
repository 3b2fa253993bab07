/**
 * Why a payment-link action is unavailable to this user (spec 001 §2, §6), for disabled buttons:
 * who may do it, in the words of the endpoint's requirement ('Only members who can create payment
 * links can do this.').
 */
import {
  activatePaymentLink,
  createPaymentLink,
  deletePaymentLink,
  editPaymentLink,
  showPaymentLink,
} from '@payrail/contract/routes/payment-links';
import { missingReason } from '#lib/permissions.ts';

export const LinkReasons = {
  create: missingReason(createPaymentLink.access),
  edit: missingReason({ all: [editPaymentLink.access.permission, showPaymentLink.access.permission] }),
  status: missingReason(activatePaymentLink.access),
  delete: missingReason(deletePaymentLink.access),
} as const;
