/** Amounts leave the API as integer numbers of minor units; bigint stays inside. */
export function jsonAmount(value: bigint): number {
  if (value > BigInt(Number.MAX_SAFE_INTEGER) || value < -BigInt(Number.MAX_SAFE_INTEGER))
    throw new RangeError(`amount ${value} cannot be carried exactly in JSON`);
  return Number(value);
}
export const jsonAmountOrNull = (value: bigint | null) => (value === null ? null : jsonAmount(value));
