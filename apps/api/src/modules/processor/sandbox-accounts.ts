/**
 * The sandbox's account name lookup (docs/SANDBOX.md, "Account name lookup"): every well-formed
 * account exists and is held by a plausible Nigerian name derived from the account number alone,
 * so the same number always answers the same name (at any bank). A number ending in 0000 is not
 * found; that is how a wrong account number is simulated.
 */
import { createHash } from 'node:crypto';
import type { AccountLookup } from './adapter.ts';

const FIRST_NAMES = [
  'Adaeze',
  'Chinedu',
  'Oluwaseun',
  'Aisha',
  'Emeka',
  'Funmilayo',
  'Ibrahim',
  'Ngozi',
  'Tunde',
  'Zainab',
  'Obinna',
  'Yetunde',
  'Musa',
  'Chiamaka',
  'Babatunde',
  'Halima',
  'Ifeanyi',
  'Kemi',
  'Usman',
  'Amaka',
  'Segun',
  'Hauwa',
  'Nnamdi',
  'Bukola',
] as const;
const MIDDLE_NAMES = [
  'Chioma',
  'Olamide',
  'Abubakar',
  'Uchenna',
  'Temitope',
  'Fatima',
  'Ebere',
  'Ayodele',
] as const;
const SURNAMES = [
  'Okafor',
  'Adeyemi',
  'Bello',
  'Eze',
  'Ogunleye',
  'Abdullahi',
  'Nwosu',
  'Balogun',
  'Okonkwo',
  'Mohammed',
  'Adebayo',
  'Obi',
  'Lawal',
  'Chukwu',
  'Afolabi',
  'Danjuma',
  'Onyekachi',
  'Salami',
  'Ibekwe',
  'Yusuf',
] as const;

const pick = <T>(list: readonly T[], n: number): T => list[n % list.length]!;

/** The name the sandbox holds for `accountNumber`: "First [Middle] Surname", stable. */
export function sandboxAccountName(accountNumber: string): string {
  const h = createHash('sha256').update(`sandbox-account:${accountNumber}`).digest();
  const first = pick(FIRST_NAMES, h.readUInt16BE(0));
  const surname = pick(SURNAMES, h.readUInt16BE(2));
  const middle = h[4]! % 2 === 0 ? ` ${pick(MIDDLE_NAMES, h[5]!)}` : '';
  return `${first}${middle} ${surname}`;
}

export async function resolveSandboxAccount(req: {
  bankCode: string;
  accountNumber: string;
}): Promise<AccountLookup> {
  if (!/^\d{10}$/.test(req.accountNumber) || req.accountNumber.endsWith('0000')) return { kind: 'not_found' };
  return { kind: 'found', accountName: sandboxAccountName(req.accountNumber) };
}
