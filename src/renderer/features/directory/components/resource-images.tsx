import { Button, Card, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { IMAGE_MAX_BYTES, IMAGE_MIME_TYPES, IMAGE_TYPES_LABEL, type Image, type ResourceRef } from '../../../../shared/contracts/files';
import { describeForPeople } from '../../../lib/client-error';
import { useDeleteImage } from '../api/delete-image';
import { useImages } from '../api/get-images';
import { useUploadImage } from '../api/upload-image';
import { ConfirmDeleteModal } from '../../../components/confirm-delete-modal';
import { ProtectedImage } from './protected-image';
import { Empty, LoadFailed, Loading } from '../../../components/query-states';
import { FilePicker } from './file-picker';

export interface ResourceImagesProps {
  resource: ResourceRef;
  canWrite: boolean;
}

/** The images of a record: a grid of thumbnails and, for who may, upload (with a comment) and delete. */
export function ResourceImages({ resource, canWrite }: ResourceImagesProps) {
  const list = useImages(resource);
  const upload = useUploadImage();
  const remove = useDeleteImage();
  const [file, setFile] = useState<File | null>(null);
  const [comments, setComments] = useState('');
  const [fileError, setFileError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<Image | null>(null);

  async function send() {
    if (!file) return;
    if (file.size > IMAGE_MAX_BYTES) {
      setFileError(`La imagen pesa más de ${IMAGE_MAX_BYTES / 1024 / 1024} MB.`);
      return;
    }
    setFileError(null);
    const done = await upload.mutateAsync({ ...resource, comments: comments.trim() || undefined, file }).catch(() => null);
    if (done) {
      setFile(null);
      setComments('');
    }
  }

  return (
    <Stack gap="sm">
      {canWrite && (
        <Group align="flex-end" wrap="wrap">
          <FilePicker
            label="Subir imagen"
            description={`${IMAGE_TYPES_LABEL}; hasta ${IMAGE_MAX_BYTES / 1024 / 1024} MB.`}
            placeholder="Elige una imagen"
            accept={IMAGE_MIME_TYPES.join(',')}
            value={file}
            onChange={(next) => {
              setFile(next);
              setFileError(null);
              upload.reset();
            }}
            error={fileError ?? (upload.error ? describeForPeople(upload.error) : null)}
            clearable
            w={{ base: '100%', sm: 300 }}
          />
          <TextInput label="Comentario (opcional)" value={comments} onChange={(e) => setComments(e.currentTarget.value)} maxLength={1000} w={{ base: '100%', sm: 240 }} />
          <Button onClick={() => void send()} disabled={!file} loading={upload.isPending}>
            Subir
          </Button>
        </Group>
      )}
      {list.isPending && <Loading label="Cargando imágenes" />}
      {list.isError && <LoadFailed title="No pudimos cargar las imágenes" error={list.error} onRetry={() => void list.refetch()} />}
      {list.data && list.data.length === 0 && <Empty>Aún no hay imágenes.</Empty>}
      {list.data && list.data.length > 0 && (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label="Imágenes">
          {list.data.map((image) => (
            <Card key={image.id} withBorder padding="xs" component="li">
              <Card.Section>
                <ProtectedImage url={image.url} alt={image.comments || image.original_name} />
              </Card.Section>
              <Text size="sm" mt="xs" lineClamp={2}>
                {image.comments || image.original_name}
              </Text>
              {canWrite && (
                <Button
                  mt="xs"
                  size="xs"
                  variant="subtle"
                  color="red"
                  onClick={() => {
                    remove.reset();
                    setDeleting(image);
                  }}
                  aria-label={`Eliminar imagen ${image.original_name}`}
                >
                  Eliminar
                </Button>
              )}
            </Card>
          ))}
        </SimpleGrid>
      )}
      <ConfirmDeleteModal
        opened={deleting !== null}
        title="Eliminar imagen"
        confirmLabel="Eliminar"
        pending={remove.isPending}
        error={remove.error}
        onClose={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) })}
      >
        ¿Eliminar la imagen «{deleting?.original_name}»?
      </ConfirmDeleteModal>
    </Stack>
  );
}
