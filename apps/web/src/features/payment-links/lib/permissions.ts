/** Why a payment-link action is unavailable to this user (spec 001 §2, §6), for disabled buttons. */
export const LinkReasons = {
  create: 'You need the payment-link:create permission to create links.',
  edit: 'You need the payment-link:update and payment-link:read permissions to edit links.',
  status: 'You need the payment-link:update permission to activate or deactivate links.',
  delete: 'You need the payment-link:delete permission to delete links.',
} as const;
