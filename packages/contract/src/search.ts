/**
 * Search-param schemas of the sign-in routes (spec 000 §2, §5). Written with zod/mini: the web app
 * loads these with its first page, and the mini build is a fraction of full zod's size.
 */
import * as z from 'zod/mini';

const optionalCatch = <T extends z.core.$ZodType>(schema: T) => z.catch(z.optional(schema), undefined);

export const LoginSearch = z.object({
  redirect: optionalCatch(z.string()),
  reason: optionalCatch(z.enum(['idle', 'unauthorized'])),
});
export const TwoFaSearch = z.object({ id: z.coerce.number().check(z.int(), z.positive()) });
export const NewPasswordSearch = z.object({
  email: optionalCatch(z.string().check(z.minLength(5))),
  token: optionalCatch(z.string().check(z.minLength(5))),
});
export const VerifiedSearch = z.object({ email_verify_url: optionalCatch(z.string()) });
export const VerfiySearch = z.object({ email: z.email() });
