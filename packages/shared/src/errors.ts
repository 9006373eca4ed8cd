// The shape every API error has (DESIGN.md, API conventions).
import { z } from 'zod';

export const apiErrorSchema = z.object({
  error: z.string(),
  message: z.string(),
  code: z.string(),
  details: z.array(z.object({ path: z.string(), message: z.string(), code: z.string().optional() })).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
