import { Anchor, Badge, Stack, Table, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { RECOMMENDATION_LABELS } from '../../../../shared/contracts/work-interviews';
import { BarChart } from '../../../components/bar-chart';
import { Empty, LoadFailed, Loading, Pages } from '../../../components/query-states';
import { TableScroll } from '../../../components/table-scroll';
import { useListState } from '../../../hooks/use-list-state';
import { toClientError } from '../../../lib/api-client';
import { vacancyPath, workInterviewResultsPath } from '../../../lib/paths';
import { useWorkInterviewComparison } from '../api/get-work-interview-comparison';

/**
 * `/superempleos/vacantes/{id}/comparar-entrevistas`: the vacancy's completed work interviews side
 * by side — a chart of the overall scores and a table of each question's mean — best first.
 */
export default function ComparisonPage() {
  const vacancyId = Number(useParams().vacancyId);
  const [filters, setFilters] = useListState({ page: 1 });
  const comparison = useWorkInterviewComparison(vacancyId, filters.page);
  const positions = comparison.data ? Math.max(0, ...comparison.data.data.map((row) => row.question_scores.length)) : 0;
  return (
    <Stack gap="md">
      <div>
        <Title order={1}>Comparativo de entrevistas de trabajo</Title>
        <Anchor component={Link} to={vacancyPath(vacancyId)} size="sm">
          Volver a la vacante
        </Anchor>
      </div>
      {comparison.isPending ? (
        <Loading label="Cargando el comparativo" />
      ) : comparison.isError ? (
        <LoadFailed title="No pudimos cargar el comparativo" error={toClientError(comparison.error)} onRetry={() => void comparison.refetch()} />
      ) : comparison.data.data.length === 0 ? (
        <Empty>Aún no hay entrevistas de trabajo completadas en esta vacante.</Empty>
      ) : (
        <>
          <BarChart title="Calificación general por candidato" unit="puntos de 100" max={100} data={comparison.data.data.map((row) => ({ label: row.candidate.name.split(' ')[0] ?? row.candidate.name, value: row.overall_score ?? 0 }))} />
          <TableScroll label="Comparativo de entrevistas" minWidth={480}>
            <Table striped>
              <Table.Caption>Promedio de los evaluadores por pregunta (0 a 4) y calificación general (0 a 100).</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">Candidato</Table.Th>
                  {Array.from({ length: positions }, (_, index) => (
                    <Table.Th key={index} scope="col">
                      P{index + 1}
                    </Table.Th>
                  ))}
                  <Table.Th scope="col">General</Table.Th>
                  <Table.Th scope="col">Recomendaciones</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {comparison.data.data.map((row) => (
                  <Table.Tr key={row.id}>
                    <Table.Th scope="row">
                      <Anchor component={Link} to={workInterviewResultsPath(row.id)}>
                        {row.candidate.name}
                      </Anchor>
                    </Table.Th>
                    {Array.from({ length: positions }, (_, index) => (
                      <Table.Td key={index}>{row.question_scores[index]?.mean_score ?? '—'}</Table.Td>
                    ))}
                    <Table.Td>
                      <Text fw={700}>{row.overall_score ?? 'Sin calificar'}</Text>
                    </Table.Td>
                    <Table.Td>
                      {row.recommendations.map((each, index) => (
                        <Badge key={index} variant="light" mr={4}>
                          {RECOMMENDATION_LABELS[each.recommendation]}
                        </Badge>
                      ))}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </TableScroll>
          <Pages total={comparison.data.last_page} value={filters.page} onChange={(page) => setFilters({ page }, { push: true })} />
        </>
      )}
    </Stack>
  );
}
