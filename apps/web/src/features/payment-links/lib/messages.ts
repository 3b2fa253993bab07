/** Success messages of spec 001 §8 for payment links, word for word. */
export const PaymentLinkMessages = {
  created: 'Payment link created successfully',
  updated: 'Payment link updated successfully',
  deleted: 'Payment link deleted successfully',
  statusUpdated: 'Payment link status updated successfully',
  // Not in the spec (the image is beyond its anchors): the API's own messages.
  imageUpdated: 'Payment link image updated successfully',
  imageRemoved: 'Payment link image removed successfully',
} as const;
