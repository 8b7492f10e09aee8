import { z } from 'zod';

/**
 * Spec §6: three fixed business-sector identifiers mark the transport sector. They are the
 * first three rows of the sector catalogue the directory migration ships (autotransporte de
 * carga, autotransporte de pasajeros, transporte turístico), on every database.
 */
export const TRANSPORT_BUSINESS_SECTOR_IDS = [1, 2, 3] as const;

export function isTransportSector(businessSectorId: number | null | undefined): boolean {
  return (TRANSPORT_BUSINESS_SECTOR_IDS as readonly number[]).includes(businessSectorId ?? -1);
}

export const businessSectorSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  is_transport: z.boolean(),
});
export type BusinessSector = z.infer<typeof businessSectorSchema>;

/** `GET /api/v1/business-sectors`: the whole catalogue, by name (it is short). */
export const businessSectorListSchema = z.array(businessSectorSchema);

/** `POST /api/v1/business-sectors` (super admin). */
export const createBusinessSectorInputSchema = z.strictObject({
  name: z
    .string({ error: 'El nombre del sector es obligatorio.' })
    .trim()
    .min(2, 'El nombre del sector es obligatorio.')
    .max(150, 'El nombre del sector no puede tener más de 150 caracteres.'),
});
export type CreateBusinessSectorInput = z.input<typeof createBusinessSectorInputSchema>;
