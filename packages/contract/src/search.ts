/** Search-param schemas of the sign-in routes (spec 000 §2, §5). */
import { z } from 'zod';

export const LoginSearch = z.object({
  redirect: z.string().optional().catch(undefined),
  reason: z.enum(['idle', 'unauthorized']).optional().catch(undefined),
});
export const TwoFaSearch = z.object({ id: z.coerce.number().int().positive() });
export const NewPasswordSearch = z.object({
  email: z.string().min(5).optional().catch(undefined),
  token: z.string().min(5).optional().catch(undefined),
});
export const VerifiedSearch = z.object({ email_verify_url: z.string().optional().catch(undefined) });
export const VerfiySearch = z.object({ email: z.email() });
