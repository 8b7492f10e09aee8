import type { ComponentType } from 'react';
import { DesktopHeaderSlot } from '../features/desktop/components/desktop-header-slot';
import { NotificationBell } from '../features/notifications/components/notification-bell';

/**
 * Widgets of the signed-in header, between the company switcher and the user menu. The
 * notifications bell also opens the socket (lazily) for the signed-in session; the desktop console
 * adds its downloads widget (report progress, "Mostrar en carpeta", folder and server).
 */
export const HEADER_SLOTS: { id: string; Component: ComponentType }[] = [
  { id: 'desktop-downloads', Component: DesktopHeaderSlot },
  { id: 'notifications', Component: NotificationBell },
];
