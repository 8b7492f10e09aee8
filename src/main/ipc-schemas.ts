import { z } from 'zod';
import type { DesktopTokens, DownloadRequest, KioskCredentials } from '../shared/ipc';

/** What main accepts on each channel of src/shared/ipc.ts (the renderer is not trusted blindly). */
export const tokensSchema = z.object({
  accessToken: z.string().min(1).max(4096),
  refreshToken: z.string().min(1).max(4096).nullable(),
}) satisfies z.ZodType<DesktopTokens>;

export const serverUrlSchema = z.string().min(1).max(2048);

export const downloadIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);

export const downloadRequestSchema = z.object({
  id: downloadIdSchema,
  url: z.string().min(1).max(8192),
  fileName: z.string().min(1).max(255),
}) satisfies z.ZodType<DownloadRequest>;

export const kioskCredentialsSchema = z.object({
  email: z.string().trim().min(3).max(254),
  password: z.string().min(1).max(1024),
  deviceToken: z.string().max(200).optional(),
}) satisfies z.ZodType<KioskCredentials>;
