import { Badge } from '@mantine/core';
import type { UnitMotionStatus } from '../../../../shared/contracts/positioning';
import { EXPIRY_STATUS_LABELS, type ExpiryStatus } from '../../../../shared/contracts/unit-documents';
import { badgeTextFor } from '../../../components/badge-colors';

export const MOTION_LABELS: Record<UnitMotionStatus, string> = { moving: 'En movimiento', stopped: 'Detenida', offline: 'Sin señal' };
/** Marker and badge colours; the shape and the word carry the status too (not colour alone, WCAG 1.4.1). */
export const MOTION_COLORS: Record<UnitMotionStatus, string> = { moving: '#2b8a3e', stopped: '#e67700', offline: '#868e96' };
const MOTION_BADGE: Record<UnitMotionStatus, string> = { moving: 'green', stopped: 'yellow', offline: 'gray' };
const MOTION_GLYPH: Record<UnitMotionStatus, string> = { moving: '▶', stopped: '■', offline: '○' };

export function MotionBadge({ status }: { status: UnitMotionStatus }) {
  return (
    // Body-coloured text on the tint: it stays AA on the list's selected (blue) rows too.
    <Badge color={MOTION_BADGE[status]} c="var(--mantine-color-text)" variant="light" leftSection={<span aria-hidden>{MOTION_GLYPH[status]}</span>}>
      {MOTION_LABELS[status]}
    </Badge>
  );
}

export const motionGlyph = (status: UnitMotionStatus) => MOTION_GLYPH[status];

const EXPIRY_BADGE: Record<ExpiryStatus, string> = { valid: 'teal', expiring: 'yellow', expired: 'red', none: 'gray' };

export function ExpiryBadge({ status, daysLeft }: { status: ExpiryStatus; daysLeft?: number | null }) {
  const detail =
    status === 'expiring' && daysLeft != null ? (daysLeft === 0 ? ' (hoy)' : ` (${daysLeft} d)`) : status === 'expired' && daysLeft != null ? ` (hace ${-daysLeft} d)` : '';
  return (
    <Badge color={EXPIRY_BADGE[status]} c={badgeTextFor(EXPIRY_BADGE[status])} variant="light">
      {EXPIRY_STATUS_LABELS[status]}
      {detail}
    </Badge>
  );
}
