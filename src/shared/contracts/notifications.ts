import { z } from 'zod';
import { pageOf } from './common';

const IN_APP_ROUTE_MESSAGE = 'La ruta debe ser una dirección de la aplicación que empiece con "/" (por ejemplo /contenedores).';

/**
 * An in-app path a notification opens: it starts with "/" and goes nowhere else. "//host" and
 * "/\host" are read by browsers as another site, so neither is accepted, nor a scheme
 * ("javascript:", "https:") nor whitespace or control characters. The client checks a route
 * again before following it.
 */
export function isInAppRoute(value: string): boolean {
  if (!/^\/(?![/\\])[^\s\\]*$/.test(value)) return false;
  for (let index = 0; index < value.length; index++) {
    const code = value.charCodeAt(index);
    if (code < 0x20 || code === 0x7f) return false;
  }
  return true;
}

/** One notification of the signed-in user. `route` null: the click opens the notifications list. */
export const notificationSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  body: z.string(),
  route: z.string().nullable(),
  company_id: z.number().int().nullable(),
  read_at: z.string().nullable(),
  created_at: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const NOTIFICATIONS_PER_PAGE = 20;

const booleanQuerySchema = z
  .enum(['true', 'false', '1', '0'], { error: 'Debe ser true o false.' })
  .transform((value) => value === 'true' || value === '1');

/** `GET /notifications-api/v1/notifications?page&only_unread`. */
export const notificationListQuerySchema = z.object({
  page: z.coerce
    .number({ error: 'La página debe ser un número.' })
    .int('La página debe ser un número entero.')
    .min(1, 'La página empieza en 1.')
    .max(100_000, 'La página es demasiado grande.')
    .default(1),
  only_unread: booleanQuerySchema.default(false),
});
export type NotificationListQuery = z.input<typeof notificationListQuerySchema>;

export const notificationPageSchema = pageOf(notificationSchema);
export type NotificationPage = z.infer<typeof notificationPageSchema>;

export const unreadCountSchema = z.object({ unread_count: z.number().int().nonnegative() });
export type UnreadCount = z.infer<typeof unreadCountSchema>;

/** `PUT /notifications-api/v1/notifications/{id}`: read or unread again. */
export const markNotificationInputSchema = z.strictObject({
  read: z.boolean({ error: 'Indica si la notificación queda leída (true) o sin leer (false).' }),
});
export type MarkNotificationInput = z.infer<typeof markNotificationInputSchema>;

/** `PUT /notifications-api/v1/notifications/read-all`. */
export const markAllReadResultSchema = z.object({ updated: z.number().int().nonnegative(), unread_count: z.number().int().nonnegative() });
export type MarkAllReadResult = z.infer<typeof markAllReadResultSchema>;

/** Spec §3 "Notification config: active" — `GET` and `PUT /api/v1/notifications`. */
export const notificationSettingsSchema = z.strictObject({
  active: z.boolean({ error: 'Indica si quieres recibir avisos en tiempo real (true o false).' }),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

/** `POST /notifications-api/v1/companies/{id}/notifications`: a notice from a company admin. */
export const sendCompanyNoticeInputSchema = z.strictObject({
  title: z
    .string({ error: 'El título es obligatorio.' })
    .trim()
    .min(1, 'El título es obligatorio.')
    .max(120, 'El título no puede tener más de 120 caracteres.'),
  body: z
    .string({ error: 'El mensaje es obligatorio.' })
    .trim()
    .min(1, 'El mensaje es obligatorio.')
    .max(1000, 'El mensaje no puede tener más de 1000 caracteres.'),
  /** Absent, null or blank: the notice opens the notifications list. */
  route: z
    .string({ error: 'La ruta debe ser texto.' })
    .trim()
    .max(500, 'La ruta no puede tener más de 500 caracteres.')
    .nullish()
    .transform((value) => value || null)
    .refine((value) => value === null || isInAppRoute(value), IN_APP_ROUTE_MESSAGE),
  /** Absent: every member of the company. */
  user_ids: z
    .array(
      z
        .number({ error: 'Cada destinatario debe ser un identificador numérico.' })
        .int('Cada destinatario debe ser un identificador entero.')
        .positive('Cada destinatario debe ser un identificador positivo.')
        .max(2_147_483_647, 'El identificador es demasiado grande.'),
      { error: 'Los destinatarios deben ser una lista de identificadores.' },
    )
    .min(1, 'Elige al menos un destinatario o no envíes la lista.')
    .max(1000, 'Son demasiados destinatarios para un aviso.')
    .optional(),
});
export type SendCompanyNoticeInput = z.input<typeof sendCompanyNoticeInputSchema>;

export const sendCompanyNoticeResultSchema = z.object({ sent: z.number().int().nonnegative() });
export type SendCompanyNoticeResult = z.infer<typeof sendCompanyNoticeResultSchema>;
