import { Badge, Box, Button, Drawer, Group, Stack, Text, TextInput, Title, VisuallyHidden } from '@mantine/core';
import { useDebouncedValue, useDisclosure, useMediaQuery } from '@mantine/hooks';
import { Empty, LoadFailed, Loading, Pages } from '../../../components/query-states';
import { useListState } from '../../../hooks/use-list-state';
import { toClientError } from '../../../lib/api-client';
import { vacancyPath } from '../../../lib/paths';
import { plural, pluralForm } from '../../../lib/plural';
import { useBookmarkedIds } from '../api/get-bookmarks';
import { useVacancySearch } from '../api/search-vacancies';
import { BookmarkToggle } from '../components/bookmark-toggle';
import { SearchFilters } from '../components/search-filters';
import { VacancyCard } from '../components/vacancy-card';
import { SEARCH_DEFAULTS, type SearchState, activeFilterCount, searchQueryOf } from '../components/vacancy-filters';

/**
 * `/superempleos/vacantes` for candidates: the search. Words and filters live in the address
 * (shareable; Back returns to the same results); the words are sent 300 ms after typing stops.
 * On a phone the filters open in a drawer whose button counts the active ones.
 */
export default function VacancySearchPage() {
  const [state, setState] = useListState(SEARCH_DEFAULTS);
  const [words] = useDebouncedValue(state.q, 300);
  const query = searchQueryOf({ ...state, q: words });
  const search = useVacancySearch(query);
  const bookmarked = useBookmarkedIds();
  const wide = useMediaQuery('(min-width: 62em)');
  const [drawerOpen, drawer] = useDisclosure(false);
  const active = activeFilterCount(state);
  const change = (patch: Partial<SearchState>) => setState(patch, { push: true });

  const filters = <SearchFilters state={state} facets={search.data?.facets} onChange={change} />;
  return (
    <Stack gap="md">
      <Title order={1}>Vacantes</Title>
      <form
        role="search"
        aria-label="Buscar vacantes"
        onSubmit={(event) => {
          event.preventDefault();
          setState({ q: state.q.trim() }, { push: true });
        }}
      >
        <TextInput
          type="search"
          label="Buscar vacantes"
          placeholder="Puesto, empresa o palabra clave"
          value={state.q}
          onChange={(event) => setState({ q: event.currentTarget.value })}
        />
      </form>
      {!wide && (
        <Group justify="space-between">
          <Button variant="default" onClick={drawer.open} rightSection={active > 0 ? <Badge size="sm" circle>{active}</Badge> : undefined}>
            Filtros
            {active > 0 && <VisuallyHidden component="span">{pluralForm(active, ', activo:', ', activos:')}</VisuallyHidden>}
          </Button>
        </Group>
      )}
      <Group align="flex-start" wrap="nowrap" gap="lg">
        {wide && (
          <Box component="section" aria-label="Filtros" w={280} style={{ flexShrink: 0 }}>
            {filters}
          </Box>
        )}
        <Box style={{ flex: 1, minWidth: 0 }}>
          <Results state={state} search={search} bookmarked={bookmarked.data} onPage={(page) => change({ page })} />
        </Box>
      </Group>
      {!wide && (
        <Drawer opened={drawerOpen} onClose={drawer.close} closeButtonProps={{ 'aria-label': 'Cerrar filtros' }} title="Filtros" position="bottom" size="90%">
          {filters}
          <Button fullWidth mt="md" onClick={drawer.close}>
            {search.data ? `Ver ${plural(search.data.total, 'vacante', 'vacantes')}` : 'Ver vacantes'}
          </Button>
        </Drawer>
      )}
    </Stack>
  );
}

function Results({ state, search, bookmarked, onPage }: { state: SearchState; search: ReturnType<typeof useVacancySearch>; bookmarked: Set<number> | undefined; onPage: (page: number) => void }) {
  if (search.isPending) return <Loading label="Buscando vacantes" />;
  if (search.isError && !search.data) return <LoadFailed title="No pudimos buscar las vacantes" error={toClientError(search.error)} onRetry={() => void search.refetch()} />;
  const page = search.data!;
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed" aria-live="polite">
        {plural(page.total, 'vacante encontrada', 'vacantes encontradas')}
      </Text>
      {page.data.length === 0 ? (
        <Empty>{activeFilterCount(state) > 0 || state.q.trim() ? 'Ninguna vacante coincide. Prueba con otras palabras o quita algún filtro.' : 'Todavía no hay vacantes publicadas.'}</Empty>
      ) : (
        page.data.map((vacancy) => (
          <VacancyCard key={vacancy.id} vacancy={vacancy} to={vacancyPath(vacancy.id)} action={<BookmarkToggle vacancyId={vacancy.id} vacancyTitle={vacancy.title} bookmarked={bookmarked?.has(vacancy.id) ?? false} />} />
        ))
      )}
      <Pages total={page.last_page} value={state.page} onChange={onPage} />
    </Stack>
  );
}
