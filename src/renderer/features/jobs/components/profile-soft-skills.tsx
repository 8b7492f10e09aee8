import { Button, Card, Group, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { type CandidateProfile, PROFILE_SOFT_SKILLS_MAX } from '../../../../shared/contracts/jobs-profile';
import { useSoftSkills } from '../../../api/get-soft-skills';
import { MultiSelect } from '../../../components/multi-select';
import { WriteError } from '../../../components/query-states';
import { toClientError } from '../../../lib/api-client';
import { useUpdateProfileSoftSkills } from '../api/update-profile-soft-skills';

/** The soft skills the candidate claims (they count in the match score against each vacancy's). */
export function ProfileSoftSkills({ profile }: { profile: CandidateProfile }) {
  const skills = useSoftSkills();
  const update = useUpdateProfileSoftSkills();
  const [chosen, setChosen] = useState(profile.soft_skills.map((skill) => String(skill.id)));
  return (
    <Card withBorder component="section" aria-labelledby="soft-skills-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="soft-skills-title">
          Habilidades blandas
        </Title>
        <MultiSelect
          label="Tus habilidades"
          description={`Hasta ${PROFILE_SOFT_SKILLS_MAX}.`}
          max={PROFILE_SOFT_SKILLS_MAX}
          data={(skills.data ?? []).map((skill) => ({ value: String(skill.id), label: skill.name }))}
          value={chosen}
          onChange={setChosen}
        />
        <WriteError error={update.error ? toClientError(update.error) : null} />
        <Group>
          <Button loading={update.isPending} onClick={() => update.mutate(chosen.map(Number))}>
            Guardar habilidades
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
