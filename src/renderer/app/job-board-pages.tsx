import { Suspense, lazy } from 'react';
import { useParams } from 'react-router';
import { PageLoader } from '../components/page-loader';
import { useCan } from '../hooks/use-roles';

/**
 * `/superempleos/vacantes` and `/superempleos/vacantes/{id}` (spec §2) are one path for two people:
 * whoever manages vacancies in the selected company (its admins, the super admin) gets the hiring
 * side (features/hiring: the company's vacancies, the pipeline board); everyone else the
 * candidate's (features/jobs: the search, the vacancy and «Postularme»). Chosen here because
 * features never import features; each side stays its own lazy chunk.
 */
const CompanyVacanciesPage = lazy(() => import('../features/hiring/pages/company-vacancies-page'));
const VacancyPipelinePage = lazy(() => import('../features/hiring/pages/vacancy-pipeline-page'));
const VacancySearchPage = lazy(() => import('../features/jobs/pages/vacancy-search-page'));
const CandidateVacancyPage = lazy(() => import('../features/jobs/pages/vacancy-page'));
const VacancyWorkInterviews = lazy(() => import('../features/work-interviews/components/vacancy-work-interviews').then((module) => ({ default: module.VacancyWorkInterviews })));

export function VacanciesByRole() {
  const hires = useCan('vacancies.manage');
  return <Suspense fallback={<PageLoader />}>{hires ? <CompanyVacanciesPage /> : <VacancySearchPage />}</Suspense>;
}

export function VacancyByRole() {
  const hires = useCan('vacancies.manage');
  const vacancyId = Number(useParams().vacancyId);
  return (
    <Suspense fallback={<PageLoader />}>
      {hires ? (
        <>
          <VacancyPipelinePage />
          {/* The vacancy's work interviews (features/work-interviews) under its board. */}
          {vacancyId > 0 && <VacancyWorkInterviews vacancyId={vacancyId} />}
        </>
      ) : (
        <CandidateVacancyPage />
      )}
    </Suspense>
  );
}
