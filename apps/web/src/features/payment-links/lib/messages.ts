/** Success messages of spec 001 §8 for payment links, word for word. */
export const PaymentLinkMessages = {
  created: 'Payment link created successfully',
  updated: 'Payment link updated successfully',
  deleted: 'Payment link deleted successfully',
  statusUpdated: 'Payment link status updated successfully',
} as const;
