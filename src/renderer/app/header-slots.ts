import type { ComponentType } from 'react';
import { NotificationBell } from '../features/notifications/components/notification-bell';

/**
 * Widgets of the signed-in header, between the company switcher and the user menu. The
 * notifications bell also opens the socket (lazily) for the signed-in session.
 */
export const HEADER_SLOTS: { id: string; Component: ComponentType }[] = [{ id: 'notifications', Component: NotificationBell }];
