/** Two-factor settings (spec 000 §7): status, enabling and disabling. */
import { z } from 'zod';

export const TwoFactorStatus = z.object({ enabled: z.boolean() }).meta({ id: 'TwoFactorStatus' });
export const TwoFactorInitiateStatus = z
  .object({ initiated: z.boolean() })
  .meta({ id: 'TwoFactorInitiateStatus' });
