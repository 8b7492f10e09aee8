import { Button, Card, Group, Image, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { CompanyDetail } from '../../../../shared/contracts/companies';
import { IMAGE_MAX_BYTES, IMAGE_MIME_TYPES, IMAGE_TYPES_LABEL } from '../../../../shared/contracts/files';
import { describeForPeople } from '../../../lib/client-error';
import { useDeleteImage } from '../api/delete-image';
import { useImages } from '../api/get-images';
import { useUpdateCompany } from '../api/update-company';
import { useUploadImage } from '../api/upload-image';
import { moveItem } from '../../../lib/move-item';
import { SelectedCompanyEditor } from '../components/company-page-guard';
import { ConfirmDeleteModal } from '../../../components/confirm-delete-modal';
import { Empty, Warning, WriteError } from '../../../components/query-states';
import { useObjectUrl } from '../../../hooks/use-object-url';
import { FilePicker } from '../components/file-picker';

const MAX_BANNERS = 10;

function BannersEditor({ company }: { company: CompanyDetail }) {
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);
  const preview = useObjectUrl(file);
  const upload = useUploadImage();
  const update = useUpdateCompany();
  const removeImage = useDeleteImage();
  const images = useImages({ resource_id: company.id, resource_type: 'company_banner' });
  const banners = company.banners;
  const full = banners.length >= MAX_BANNERS;

  async function add() {
    if (!file) return;
    if (file.size > IMAGE_MAX_BYTES) {
      setFileError(`La imagen pesa más de ${IMAGE_MAX_BYTES / 1024 / 1024} MB.`);
      return;
    }
    setFileError(null);
    const image = await upload.mutateAsync({ resource_id: company.id, resource_type: 'company_banner', file }).catch(() => null);
    if (!image) return;
    const saved = await update.mutateAsync({ id: company.id, banners: [...banners, image.url] }).catch(() => null);
    if (saved) setFile(null);
  }

  async function remove(url: string) {
    const saved = await update.mutateAsync({ id: company.id, banners: banners.filter((banner) => banner !== url) }).catch(() => null);
    if (!saved) return;
    // The file goes too once no banner points at it.
    const image = images.data?.find((candidate) => candidate.url === url);
    if (image) await removeImage.mutateAsync(image.id).catch(() => null);
    setDeleting(null);
  }

  return (
    <Stack gap="lg">
      <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="nuevo-banner">
        <Title order={2} fz="h3" id="nuevo-banner" mb="sm">
          Agregar banner
        </Title>
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            Se muestran en el directorio público, en el orden de abajo. Usa imágenes horizontales (por ejemplo 1600 × 500). {IMAGE_TYPES_LABEL}; hasta{' '}
            {IMAGE_MAX_BYTES / 1024 / 1024} MB; {MAX_BANNERS} como máximo.
          </Text>
          <Group align="flex-end" wrap="wrap">
            <FilePicker
              label="Imagen del banner"
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
              disabled={full}
              w={{ base: '100%', sm: 360 }}
            />
            <Button onClick={() => void add()} disabled={!file || full} loading={upload.isPending || update.isPending}>
              Subir y publicar
            </Button>
          </Group>
          {full && <Warning>Ya hay {MAX_BANNERS} banners: elimina uno para agregar otro.</Warning>}
          {preview && (
            <div>
              <Text size="sm" fw={500} mb={4}>
                Vista previa
              </Text>
              <Image src={preview} alt="Vista previa del banner elegido" mah={220} fit="cover" radius="md" />
            </div>
          )}
        </Stack>
      </Paper>

      <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="banners-publicados">
        <Title order={2} fz="h3" id="banners-publicados" mb="sm">
          Banners publicados
        </Title>
        <WriteError error={update.error ?? removeImage.error} />
        {banners.length === 0 ? (
          <Empty>Tu empresa aún no tiene banners.</Empty>
        ) : (
          <SimpleGrid cols={{ base: 1, md: 2 }} component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {banners.map((url, index) => (
              <Card key={url} withBorder padding="sm" component="li">
                <Card.Section>
                  <Image src={url} alt={`Banner ${index + 1}`} h={160} fit="cover" />
                </Card.Section>
                <Group justify="space-between" mt="sm">
                  <Text size="sm" fw={500}>
                    {index + 1}.º lugar
                  </Text>
                  <Group gap="xs">
                    <Button
                      size="xs"
                      variant="default"
                      disabled={index === 0 || update.isPending}
                      onClick={() => update.mutate({ id: company.id, banners: moveItem(banners, index, -1) })}
                      aria-label={`Subir el banner ${index + 1}`}
                    >
                      Subir
                    </Button>
                    <Button
                      size="xs"
                      variant="default"
                      disabled={index === banners.length - 1 || update.isPending}
                      onClick={() => update.mutate({ id: company.id, banners: moveItem(banners, index, 1) })}
                      aria-label={`Bajar el banner ${index + 1}`}
                    >
                      Bajar
                    </Button>
                    <Button size="xs" variant="subtle" color="red" onClick={() => setDeleting(url)} aria-label={`Eliminar el banner ${index + 1}`}>
                      Eliminar
                    </Button>
                  </Group>
                </Group>
              </Card>
            ))}
          </SimpleGrid>
        )}
      </Paper>

      <ConfirmDeleteModal
        opened={deleting !== null}
        title="Eliminar banner"
        confirmLabel="Eliminar"
        pending={update.isPending || removeImage.isPending}
        error={update.error}
        onClose={() => setDeleting(null)}
        onConfirm={() => deleting && void remove(deleting)}
      >
        El banner deja de mostrarse en el directorio y su imagen se borra.
      </ConfirmDeleteModal>
    </Stack>
  );
}

/** `/empresas/banners`: the selected company's public banners (upload with preview, order, delete). */
export default function CompanyBannersPage() {
  return <SelectedCompanyEditor title="Banners de la empresa">{(company) => <BannersEditor company={company} />}</SelectedCompanyEditor>;
}
