import { z } from 'zod';

/** Spec §3 Company: id, name. The directory issue extends it. */
export const companySchema = z.object({
  id: z.number().int(),
  name: z.string(),
});
export type Company = z.infer<typeof companySchema>;
