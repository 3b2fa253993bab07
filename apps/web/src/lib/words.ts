/**
 * Machine keys as a person reads them: 'member.role_assigned' → 'Member role assigned',
 * 'kyb_review.approved' → 'Business verification review approved'. KYB is "business verification"
 * wherever a user reads it.
 */
export function keyToWords(key: string): string {
  const text = key
    .replace(/[._-]+/g, ' ')
    .replace(/\bkyb\b/gi, 'business verification')
    .trim();
  return text.charAt(0).toUpperCase() + text.slice(1);
}
