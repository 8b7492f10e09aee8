import { Anchor, Button, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { Empty, LoadFailed, Loading, Pages, WriteError } from '../../../components/query-states';
import { useListState } from '../../../hooks/use-list-state';
import { toClientError } from '../../../lib/api-client';
import { paths, vacancyPath } from '../../../lib/paths';
import { plural } from '../../../lib/plural';
import { useBookmarks } from '../api/get-bookmarks';
import { useRemoveBookmark } from '../api/remove-bookmark';
import { VacancyCard } from '../components/vacancy-card';

/**
 * `/superempleos/guardadas`: the vacancies the candidate saved, newest first, with «Quitar».
 * A saved vacancy that is no longer published stays, marked with its status.
 */
export default function BookmarksPage() {
  const [filters, setFilters] = useListState({ page: 1 });
  const bookmarks = useBookmarks(filters.page);
  const remove = useRemoveBookmark();
  return (
    <Stack gap="md">
      <div>
        <Title order={1}>Guardadas</Title>
        <Text size="sm" c="dimmed">
          Las vacantes que guardaste para verlas después.
        </Text>
      </div>
      <WriteError error={remove.error ? toClientError(remove.error) : null} />
      {bookmarks.isPending ? (
        <Loading label="Cargando tus vacantes guardadas" />
      ) : bookmarks.isError ? (
        <LoadFailed title="No pudimos cargar tus vacantes guardadas" error={toClientError(bookmarks.error)} onRetry={() => void bookmarks.refetch()} />
      ) : bookmarks.data.data.length === 0 ? (
        <Empty>
          No has guardado vacantes.{' '}
          <Anchor component={Link} to={paths.vacancies}>
            Busca vacantes
          </Anchor>
        </Empty>
      ) : (
        <>
          <Text size="sm" c="dimmed" aria-live="polite">
            {plural(bookmarks.data.total, 'vacante guardada', 'vacantes guardadas')}
          </Text>
          {bookmarks.data.data.map(({ vacancy }) => (
            <VacancyCard
              key={vacancy.id}
              vacancy={vacancy}
              to={vacancyPath(vacancy.id)}
              showStatus
              action={
                <Button size="xs" variant="default" loading={remove.isPending && remove.variables === vacancy.id} onClick={() => remove.mutate(vacancy.id)} aria-label={`Quitar «${vacancy.title}» de guardadas`}>
                  Quitar
                </Button>
              }
            />
          ))}
          <Pages total={bookmarks.data.last_page} value={filters.page} onChange={(page) => setFilters({ page }, { push: true })} />
        </>
      )}
    </Stack>
  );
}
