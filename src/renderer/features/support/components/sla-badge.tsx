import { Badge, Tooltip } from '@mantine/core';
import type { SlaClockView, TicketSla } from '../../../../shared/contracts/support';
import { businessShortDateTimeOf } from '../../../../shared/business-time';
import { badgeTextFor } from '../../../components/badge-colors';
import { SLA_CLOCK_NAMES, slaClockText } from './sla-text';

export function SlaBadge({ name, clock, withName = false }: { name: keyof TicketSla; clock: SlaClockView; withName?: boolean }) {
  const { text, color } = slaClockText(clock);
  const due = clock.due_at && clock.state === 'running' ? `; vence ${businessShortDateTimeOf(clock.due_at)} (hora de la Ciudad de México)` : '';
  const label = `${SLA_CLOCK_NAMES[name]}: ${text}${due}`;
  return (
    <Tooltip label={label} withinPortal>
      <Badge color={color} c={badgeTextFor(color)} variant="light" aria-label={label} style={{ textTransform: 'none' }}>
        {withName ? `${SLA_CLOCK_NAMES[name]}: ${text}` : text}
      </Badge>
    </Tooltip>
  );
}
