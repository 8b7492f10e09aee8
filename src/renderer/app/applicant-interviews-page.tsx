import { useParams } from 'react-router';
import ApplicantInterviewsPage from '../features/interviews/pages/applicant-interviews-page';
import { VacancyWorkInterviews } from '../features/work-interviews/components/vacancy-work-interviews';

/**
 * `/superempleos/vacantes/{vacancyId}/entrevistas/{userId}` (issue 16: "a company's interviews with
 * one applicant, its results"): the live interviews (features/interviews) and that applicant's work
 * interviews with their results (features/work-interviews) — composed here because features never
 * import features.
 */
export default function ApplicantInterviewsWithWorkInterviews() {
  const params = useParams();
  const vacancyId = Number(params.vacancyId);
  const userId = Number(params.userId);
  return (
    <>
      <ApplicantInterviewsPage />
      {Number.isInteger(vacancyId) && vacancyId > 0 && Number.isInteger(userId) && userId > 0 && <VacancyWorkInterviews vacancyId={vacancyId} userId={userId} />}
    </>
  );
}
