import type { ComponentType } from 'react';

/** Spec §2 layouts; `none` renders the page alone. */
export type LayoutName = 'default' | 'directory' | 'interview' | 'loggedout' | 'superempleos' | 'wallet' | 'none';

type PageModule = { default: ComponentType };

export interface AppRoute {
  path: string;
  layout: LayoutName;
  /** Public routes open without a session (spec §2 list); the guard enforces it, see route-rules.ts. */
  access: 'public' | 'private' | 'device';
  /** The document title (Spanish), also the page's heading for screen readers. */
  title: string;
  page: () => Promise<PageModule>;
}
