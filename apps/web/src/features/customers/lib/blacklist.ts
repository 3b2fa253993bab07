/**
 * The blacklist reason's rules, as the contract's BlacklistCustomer has them (kept here so the
 * web bundle does not carry zod for one field; a test holds the two equal).
 */
export const REASON_MAX = 500;

/** What is wrong with a reason before it is sent, or undefined. */
export function reasonProblem(reason: string): string | undefined {
  const text = reason.trim();
  if (text === '') return 'Give a reason';
  if (text.length > REASON_MAX) return `The reason must be at most ${REASON_MAX} characters`;
  return undefined;
}
