import { Image, Skeleton, Text } from '@mantine/core';
import { useFileObjectUrl } from '../api/get-file-blob';

export interface ProtectedImageProps {
  /** `/api/v1/images/{id}/file` (needs the bearer) or a public `/media/...` address. */
  url: string;
  alt: string;
  height?: number;
}

/** An image served only to the owning company: fetched with the session, shown from a blob. */
export function ProtectedImage({ url, alt, height = 140 }: ProtectedImageProps) {
  const isPublic = !url.startsWith('/api/');
  const file = useFileObjectUrl(isPublic ? null : url);
  if (isPublic) return <Image src={url} alt={alt} h={height} fit="cover" radius="sm" />;
  if (file.isError)
    return (
      <Text size="sm" c="dimmed" h={height}>
        No se pudo mostrar la imagen.
      </Text>
    );
  if (!file.objectUrl) return <Skeleton h={height} aria-label={`Cargando ${alt}`} />;
  return <Image src={file.objectUrl} alt={alt} h={height} fit="cover" radius="sm" />;
}
