import { ActionIcon, Badge, Button, Group, Menu, Paper, Stack, Text } from '@mantine/core';
import type { DraggableAttributes, DraggableSyntheticListeners } from '@dnd-kit/core';
import { Link } from 'react-router';
import { APPLICATION_STATUS_LABELS, FINAL_APPLICATION_STATUSES, type PipelineApplication } from '../../../../shared/contracts/jobs-applications';
import { formatDate } from '../../../lib/date-format';
import { applicantInterviewsPath } from '../../../lib/paths';
import { useSaveApplicationCv } from '../api/get-application-cv';
import { moveTargets } from './pipeline';

export interface ApplicationCardProps {
  application: PipelineApplication;
  /** dnd-kit's handle props (absent on the floating copy while dragging). */
  handle?: { attributes: DraggableAttributes; listeners: DraggableSyntheticListeners; setActivatorNodeRef: (node: HTMLElement | null) => void };
  onMove?: (application: PipelineApplication, to: PipelineApplication['status']) => void;
  disabled?: boolean;
}

/** The match score's colour: a strong match stands out, a weak one stays quiet. */
const matchColor = (total: number) => (total >= 70 ? 'teal' : total >= 40 ? 'blue' : 'gray');

/**
 * One applicant on the board: name, headline, match score and when they applied; the handle that
 * drags it (mouse, touch, or Space and the arrows) and «Mover a…» for phones and screen readers.
 */
export function ApplicationCard({ application, handle, onMove, disabled }: ApplicationCardProps) {
  const { candidate, match } = application;
  const targets = moveTargets(application.status);
  const cv = useSaveApplicationCv();
  return (
    <Paper withBorder p="sm" radius="md" shadow="xs">
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
          <div style={{ minWidth: 0 }}>
            <Text fw={600} size="sm" style={{ wordBreak: 'break-word' }}>
              {candidate.name}
            </Text>
            {candidate.headline && (
              <Text size="xs" c="dimmed" lineClamp={2}>
                {candidate.headline}
              </Text>
            )}
          </div>
          {handle && (
            <ActionIcon
              ref={handle.setActivatorNodeRef}
              variant="subtle"
              color="gray"
              size="lg"
              aria-label={`Arrastrar a ${candidate.name}`}
              style={{ touchAction: 'none', cursor: disabled ? 'default' : 'grab' }}
              {...handle.attributes}
              {...handle.listeners}
            >
              <span aria-hidden="true">⠿</span>
            </ActionIcon>
          )}
        </Group>
        <Group gap="xs">
          <Badge color={matchColor(match.total)} variant="light" title={`Categoría ${match.category}, ubicación ${match.location}, habilidades ${match.soft_skills}`}>
            Coincidencia {match.total} %
          </Badge>
          {candidate.state_name && (
            <Text size="xs" c="dimmed">
              {candidate.state_name}
            </Text>
          )}
        </Group>
        <Text size="xs" c="dimmed">
          Se postuló el {formatDate(application.created_at)}
        </Text>
        {onMove && (
          <Group gap="xs">
            <Button size="compact-xs" variant="default" loading={cv.isPending} onClick={() => cv.mutate(application.id)} aria-label={`Descargar CV (${candidate.name})`}>
              Descargar CV
            </Button>
            {/* The interviews screen (features/interviews) opens its form with ?agendar=. */}
            {!FINAL_APPLICATION_STATUSES.includes(application.status) && (
              <Button component={Link} to={applicantInterviewsPath(application.vacancy_id, candidate.user_id, application.id)} size="compact-xs" variant="light" aria-label={`Agendar entrevista (${candidate.name})`}>
                Agendar entrevista
              </Button>
            )}
            <Button component={Link} to={applicantInterviewsPath(application.vacancy_id, candidate.user_id)} size="compact-xs" variant="subtle" aria-label={`Entrevistas (${candidate.name})`}>
              Entrevistas
            </Button>
            {targets.length > 0 && (
              <Menu position="bottom-start" withinPortal>
                <Menu.Target>
                  <Button size="compact-xs" variant="light" disabled={disabled} aria-label={`Mover a… (${candidate.name})`}>
                    Mover a…
                  </Button>
                </Menu.Target>
                <Menu.Dropdown>
                  {targets.map((stage) => (
                    <Menu.Item key={stage} onClick={() => onMove(application, stage)}>
                      {APPLICATION_STATUS_LABELS[stage]}
                    </Menu.Item>
                  ))}
                </Menu.Dropdown>
              </Menu>
            )}
          </Group>
        )}
        {cv.isError && (
          <Text size="xs" c="red.8" role="alert">
            No se pudo descargar el CV; inténtalo de nuevo.
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
