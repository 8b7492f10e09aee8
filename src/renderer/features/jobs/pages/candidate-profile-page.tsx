import { Stack, Text, Title } from '@mantine/core';
import { LoadFailed, Loading } from '../../../components/query-states';
import { toClientError } from '../../../lib/api-client';
import { useCandidateProfile } from '../api/get-profile';
import { CompletenessMeter } from '../components/completeness-meter';
import { CvSection } from '../components/cv-section';
import { ProfileCourses } from '../components/profile-courses';
import { ProfileEducation, ProfileExperience } from '../components/profile-history';
import { ProfilePersonalForm } from '../components/profile-personal-form';
import { ProfileSoftSkills } from '../components/profile-soft-skills';
import { serverRefused } from '../../../lib/client-error';

/**
 * `/superempleos/perfil`: the candidate's profile, section by section (each saves on its own),
 * with the completeness meter on top and what is missing to reach 100 %. The CV section (upload
 * or generate the PDF) is mounted by the lead where the comment says.
 */
export default function CandidateProfilePage() {
  const profile = useCandidateProfile();
  if (profile.isPending) return <Loading label="Cargando tu perfil" />;
  if (profile.data === undefined || serverRefused(profile.error)) return <LoadFailed title="No pudimos cargar tu perfil" error={toClientError(profile.error)} onRetry={() => void profile.refetch()} />;
  const data = profile.data;
  return (
    <Stack gap="md" maw={820}>
      <div>
        <Title order={1}>Mi perfil</Title>
        <Text size="sm" c="dimmed">
          {data.name} · {data.email}. Las empresas ven este perfil cuando te postulas.
        </Text>
      </div>
      <CompletenessMeter completeness={data.completeness} missing={data.missing} />
      <ProfilePersonalForm profile={data} />
      <CvSection />
      <ProfileExperience profile={data} />
      <ProfileEducation profile={data} />
      <ProfileSoftSkills profile={data} />
      <ProfileCourses />
    </Stack>
  );
}
