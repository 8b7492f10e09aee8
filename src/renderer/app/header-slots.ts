import type { ComponentType } from 'react';

/**
 * Widgets of the signed-in header, between the company switcher and the user menu. The
 * notifications area plugs its bell (with the unread count from the socket) in here when it
 * lands; until then the slot is empty rather than showing a bell with nothing behind it.
 */
export const HEADER_SLOTS: { id: string; Component: ComponentType }[] = [];
