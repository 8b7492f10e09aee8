import { Stack } from '@mantine/core';
import MyInterviewsPage from '../features/interviews/pages/my-interviews-page';
import { MyWorkInterviews } from '../features/work-interviews/components/my-work-interviews';

/**
 * `/superempleos/entrevistas` (spec §2, default layout): the live interviews (features/interviews)
 * and the work interviews to answer (features/work-interviews) on one page — composed here because
 * features never import features.
 */
export default function MyInterviewsWithWorkInterviews() {
  return (
    <Stack gap="xl">
      <MyInterviewsPage />
      <MyWorkInterviews />
    </Stack>
  );
}
