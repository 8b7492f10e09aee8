import { Button, Stack, Text } from '@mantine/core';
import { describeForPeople } from '../../../lib/client-error';
import { useBookmarkVacancy } from '../api/bookmark-vacancy';
import { useRemoveBookmark } from '../api/remove-bookmark';

export interface BookmarkToggleProps {
  vacancyId: number;
  vacancyTitle: string;
  bookmarked: boolean;
  size?: 'xs' | 'sm';
}

/** «Guardar» / «Guardada»: a toggle (aria-pressed) that saves or removes the vacancy; a failure shows under it. */
export function BookmarkToggle({ vacancyId, vacancyTitle, bookmarked, size = 'xs' }: BookmarkToggleProps) {
  const save = useBookmarkVacancy();
  const remove = useRemoveBookmark();
  const error = save.error ?? remove.error;
  const toggle = () => {
    save.reset();
    remove.reset();
    (bookmarked ? remove : save).mutate(vacancyId);
  };
  return (
    <Stack gap={4} align="flex-end">
      <Button
        size={size}
        variant={bookmarked ? 'light' : 'default'}
        aria-pressed={bookmarked}
        // The visible word begins the name (WCAG 2.5.3 label in name); aria-pressed says the state.
      aria-label={`${bookmarked ? 'Guardada' : 'Guardar'} «${vacancyTitle}»`}
        loading={save.isPending || remove.isPending}
        onClick={toggle}
      >
        {bookmarked ? 'Guardada' : 'Guardar'}
      </Button>
      {error && (
        <Text size="xs" c="red.8" role="alert">
          {describeForPeople(error)}
        </Text>
      )}
    </Stack>
  );
}
