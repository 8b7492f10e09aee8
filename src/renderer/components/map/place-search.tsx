import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Place } from '../../../shared/contracts/geocoding';
import { searchPlacesQueryOptions } from '../../api/search-places';
import { describeForPeople, isClientError } from '../../lib/client-error';
import { providerPlaces, usesMapsProvider } from '../../lib/maps-provider';

export interface PlaceSearchProps {
  label?: string;
  /** A place was picked: center the map there, or put a stop there. */
  onPick: (place: Place) => void;
  placeholder?: string;
}

/**
 * Search a place or an address in Mexico and pick one: through the maps provider's places library
 * when a key is configured (lib/maps-provider.ts), otherwise through our server's geocoder. Picking
 * clears the box, ready for the next stop.
 */
export function PlaceSearch({ label = 'Buscar lugar o dirección', onPick, placeholder = 'Ej. Jardín Zenea, Querétaro' }: PlaceSearchProps) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 400);
  const provider = usesMapsProvider();
  const results = useQuery({
    ...(provider
      ? { queryKey: ['places-provider', debounced], queryFn: () => providerPlaces(debounced), staleTime: 3600_000, retry: false }
      : searchPlacesQueryOptions(debounced)),
    enabled: debounced.length >= 3,
  });
  const places = results.data ?? [];
  const nothingFound =
    debounced.length < 3 ? 'Escribe al menos 3 letras' : results.isFetching ? 'Buscando…' : results.isError ? (isClientError(results.error) ? describeForPeople(results.error) : 'No se pudo buscar el lugar. Intenta de nuevo.') : 'Sin resultados';
  return (
    <Select
      label={label}
      placeholder={placeholder}
      searchable
      data={places.map((place, index) => ({ value: String(index), label: place.label }))}
      value={null}
      searchValue={search}
      onSearchChange={setSearch}
      onChange={(value) => {
        const place = value === null ? undefined : places[Number(value)];
        if (!place) return;
        onPick(place);
        setSearch('');
      }}
      nothingFoundMessage={nothingFound}
      // The geocoder already matched; Mantine's own filter would drop its accent-insensitive hits.
      filter={({ options }) => options}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
