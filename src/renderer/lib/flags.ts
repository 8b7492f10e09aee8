/**
 * Build variants (spec §1): chosen at build time by VITE_IS_LOGISTICA and VITE_IS_SUPEREMPLEOS
 * ("true" turns one on). The release identifier is shown in the footer and the user menu.
 */
export const RELEASE = 'v1.14.1';
export const isLogistica = import.meta.env.VITE_IS_LOGISTICA === 'true';
export const isSuperempleos = import.meta.env.VITE_IS_SUPEREMPLEOS === 'true';

export interface BuildFlags {
  isLogistica: boolean;
  isSuperempleos: boolean;
}
export const buildFlags: BuildFlags = { isLogistica, isSuperempleos };
