import { List, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import type { MyApplication } from '../../../../shared/contracts/jobs-applications';
import { formatDate } from '../../../lib/date-format';
import { type StepState, applicationSteps } from './application-steps';

const MARK: Record<StepState, { color: string; sign: string; says: string }> = {
  done: { color: 'teal.8', sign: '✓', says: 'completada' },
  current: { color: 'blue.8', sign: '●', says: 'etapa actual' },
  upcoming: { color: 'gray.6', sign: '', says: 'pendiente' },
  stopped: { color: 'red.8', sign: '✕', says: 'final' },
};

/**
 * Where an application stands, as a vertical stepper that fits a phone: each stage of the
 * pipeline with the date it was reached. The list is ordered; each step says its state in words
 * for screen readers (the colours and marks are decoration).
 */
export function ApplicationStepper({ application }: { application: Pick<MyApplication, 'status' | 'created_at' | 'history'> }) {
  const steps = applicationSteps(application);
  return (
    <List type="ordered" listStyleType="none" spacing={6} aria-label="Etapas de la postulación" styles={{ itemWrapper: { alignItems: 'center' } }}>
      {steps.map((step) => {
        const mark = MARK[step.state];
        return (
          <List.Item
            key={step.status}
            aria-current={step.state === 'current' || step.state === 'stopped' ? 'step' : undefined}
            icon={
              <ThemeIcon size={22} radius="xl" color={mark.color} variant={step.state === 'upcoming' ? 'outline' : 'filled'} aria-hidden>
                <Text size="xs" fw={700} c={step.state === 'upcoming' ? 'gray.7' : 'white'}>
                  {mark.sign}
                </Text>
              </ThemeIcon>
            }
          >
            <Text size="sm" fw={step.state === 'current' || step.state === 'stopped' ? 700 : 400} c={step.state === 'upcoming' ? 'dimmed' : undefined}>
              {step.label}
              <Text span size="xs" c="dimmed">
                {step.at ? ` · ${formatDate(step.at)}` : ''}
              </Text>
              <VisuallyHidden component="span">{` (${mark.says})`}</VisuallyHidden>
            </Text>
          </List.Item>
        );
      })}
    </List>
  );
}
