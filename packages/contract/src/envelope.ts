/** The answer shapes every endpoint uses (DESIGN.md §3). */
import { z } from 'zod';

export const ErrorBody = z
  .object({
    message: z.string(),
    errorCode: z.string(),
    errors: z.record(z.string(), z.array(z.string())).optional(),
  })
  .meta({ id: 'ErrorBody' });
export type ErrorBody = z.infer<typeof ErrorBody>;

/** `{ message, responseBody }` around a payload schema. */
export function envelope<T extends z.ZodType>(payload: T) {
  return z.object({ message: z.string(), responseBody: payload });
}

export const Empty = z.object({}).meta({ id: 'Empty' });

export const PaginationMeta = z
  .object({ page: z.number().int(), perPage: z.number().int(), total: z.number().int() })
  .meta({ id: 'PaginationMeta' });
