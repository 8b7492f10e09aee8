import { Anchor, Button, Card, FileButton, Group, Stack, Text, Textarea } from '@mantine/core';
import { useEffect, useState } from 'react';
import { REVISION_PHOTOS_MAX, REVISION_RESULTS, REVISION_RESULT_LABELS, type RevisionItem, type RevisionResult } from '../../../../shared/contracts/revision-orders';
import { Link } from 'react-router';
import { WriteError } from '../../../components/query-states';
import { serviceOrderPath } from '../../../lib/paths';
import { useUpdateRevisionItem } from '../api/update-revision-item';
import { useUploadRevisionPhoto } from '../api/upload-revision-photo';

// Dark shades: white text on them passes WCAG AA contrast (Mantine's default shade 6 does not).
const RESULT_COLORS: Record<RevisionResult, string> = { pass: 'teal.9', fail: 'red.9', not_applicable: 'gray.7' };

export interface ChecklistItemCardProps {
  orderId: number;
  item: RevisionItem;
  /** A done or cancelled order is read only. */
  editable: boolean;
}

/**
 * One checklist item: three big toggles (buttons with `aria-pressed`: a tap, or Tab and
 * Space/Enter), the note (saved when the field loses focus) and photos from the camera or a file
 * (uploaded to the order, then named on the item). A failed item asks for its note: the order is
 * not finished without it.
 */
export function ChecklistItemCard({ orderId, item, editable }: ChecklistItemCardProps) {
  const update = useUpdateRevisionItem();
  const upload = useUploadRevisionPhoto();
  const [note, setNote] = useState(item.note ?? '');
  useEffect(() => setNote(item.note ?? ''), [item.note]);

  const save = (changes: { result?: RevisionResult | null; note?: string; photos?: number[] }) =>
    update.mutate({ orderId, itemId: item.id, input: { result: changes.result !== undefined ? changes.result : item.result, note: changes.note ?? note, photos: changes.photos ?? item.photos } });

  async function addPhoto(file: File | null) {
    if (!file) return;
    const document = await upload.mutateAsync({ orderId, file });
    save({ photos: [...item.photos, document.id] });
  }

  const headingId = `revision-item-${item.id}`;
  const needsNote = item.result === 'fail' && !note.trim();
  return (
    <Card withBorder component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start">
          <div>
            <Text id={headingId} fw={600}>
              {item.position}. {item.label}
            </Text>
            {item.hint && (
              <Text size="sm" c="dimmed">
                {item.hint}
              </Text>
            )}
          </div>
          {item.service_order_id !== null && (
            <Anchor component={Link} to={serviceOrderPath(item.service_order_id)} size="sm" fw={600}>
              Orden de servicio #{item.service_order_id}
            </Anchor>
          )}
        </Group>
        <Group gap="sm" grow role="group" aria-label={`Resultado de «${item.label}»`}>
          {REVISION_RESULTS.map((result) => {
            const pressed = item.result === result;
            return (
              <Button
                key={result}
                size="lg"
                mih={56}
                color={RESULT_COLORS[result]}
                variant={pressed ? 'filled' : 'default'}
                aria-pressed={pressed}
                disabled={!editable || update.isPending}
                onClick={() => save({ result: pressed ? null : result })}
              >
                {REVISION_RESULT_LABELS[result]}
              </Button>
            );
          })}
        </Group>
        <Textarea
          label={item.result === 'fail' ? 'Nota (obligatoria en una falla)' : 'Nota'}
          autosize
          minRows={1}
          value={note}
          readOnly={!editable}
          error={needsNote ? 'Escribe qué se encontró.' : undefined}
          onChange={(event) => setNote(event.currentTarget.value)}
          onBlur={() => {
            if (editable && note !== (item.note ?? '')) save({ note });
          }}
        />
        <Group gap="sm">
          <Text size="sm">{item.photos.length === 1 ? '1 foto' : `${item.photos.length} fotos`}</Text>
          {editable && item.photos.length < REVISION_PHOTOS_MAX && (
            <FileButton onChange={(file) => void addPhoto(file)} accept="image/jpeg,image/png" capture="environment">
              {(props) => (
                <Button {...props} variant="light" size="sm" loading={upload.isPending}>
                  Agregar foto
                </Button>
              )}
            </FileButton>
          )}
        </Group>
        <WriteError error={update.error ?? upload.error} />
      </Stack>
    </Card>
  );
}
