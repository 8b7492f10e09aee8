import { SimpleGrid, Text } from '@mantine/core';
import { EMPLOYMENT_TYPE_LABELS, NO_SALARY_LABEL, VACANCY_MODALITY_LABELS, type Vacancy } from '../../shared/contracts/jobs-vacancies';
import { formatDate } from '../lib/date-format';
import { salaryLabel } from '../lib/job-board';
import { Fact } from './fact';

/** Where the vacancy is: "Monterrey, Nuevo León", or the state alone. */
export const vacancyPlace = (vacancy: Pick<Vacancy, 'state' | 'municipality'>) => [vacancy.municipality?.name, vacancy.state.name].filter(Boolean).join(', ');

/**
 * A vacancy's facts as both sides show them: category, place, modality, contract, schedule,
 * salary (or the marked "Sin salario publicado"), openings and closing day.
 */
export function VacancyFacts({ vacancy }: { vacancy: Vacancy }) {
  const salary = salaryLabel(vacancy);
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
      <Fact label="Categoría">{vacancy.job_category.name}</Fact>
      <Fact label="Ubicación">{vacancyPlace(vacancy)}</Fact>
      <Fact label="Modalidad">{VACANCY_MODALITY_LABELS[vacancy.modality]}</Fact>
      <Fact label="Contratación">{EMPLOYMENT_TYPE_LABELS[vacancy.employment_type]}</Fact>
      <Fact label="Horario">{vacancy.schedule}</Fact>
      <Fact label="Salario mensual bruto">
        {salary === NO_SALARY_LABEL ? (
          <Text component="span" fw={500} fs="italic">
            {salary}
          </Text>
        ) : (
          salary
        )}
      </Fact>
      <Fact label="Plazas">{vacancy.openings}</Fact>
      <Fact label="Recibe postulaciones hasta">{formatDate(vacancy.closes_on)}</Fact>
    </SimpleGrid>
  );
}
