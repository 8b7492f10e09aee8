import { Card, Group, List, Progress, Text, Title } from '@mantine/core';

/** The profile's completeness (server: shared/job-match profileCompleteness) and what is missing to reach 100 %. */
export function CompletenessMeter({ completeness, missing }: { completeness: number; missing: string[] }) {
  return (
    <Card withBorder component="section" aria-labelledby="completeness-title">
      <Group justify="space-between" mb="xs">
        <Title order={2} size="h4" id="completeness-title">
          Tu perfil está completo al {completeness} %
        </Title>
      </Group>
      <Progress value={completeness} size="lg" color={completeness === 100 ? 'teal.8' : 'blue.8'} aria-label="Avance del perfil" />
      {missing.length > 0 ? (
        <>
          <Text size="sm" mt="sm">
            Para llegar al 100 % te falta:
          </Text>
          <List size="sm" data-testid="completeness-missing">
            {missing.map((part) => (
              <List.Item key={part}>{part}</List.Item>
            ))}
          </List>
        </>
      ) : (
        <Text size="sm" mt="sm">
          ¡Listo! Las empresas ven tu perfil completo.
        </Text>
      )}
    </Card>
  );
}
