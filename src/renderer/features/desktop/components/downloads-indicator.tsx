import { ActionIcon, Anchor, Badge, Button, Divider, Group, Indicator, Popover, Progress, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { desktopBridge, unwrap } from '../../../lib/desktop-platform';
import { type DownloadEntry, useDesktopStore } from '../../../stores/desktop';
import { ServerLine } from './server-settings-modal';

const formatBytes = (bytes: number) =>
  bytes < 1024 ? `${bytes} B` : bytes < 1024 * 1024 ? `${(bytes / 1024).toFixed(1)} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

function DownloadRow({ entry }: { entry: DownloadEntry }) {
  const bridge = desktopBridge();
  const [error, setError] = useState<string | null>(null);
  const percent = entry.total ? Math.round((entry.received / entry.total) * 100) : null;
  return (
    <Stack gap={4}>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text size="sm" fw={500} truncate="end" title={entry.fileName}>
          {entry.fileName}
        </Text>
        {entry.state === 'done' && <Badge color="teal">Listo</Badge>}
        {entry.state === 'failed' && <Badge color="red">Error</Badge>}
      </Group>
      {entry.state === 'progress' && (
        <>
          <Progress
            value={percent ?? 100}
            animated={percent === null}
            striped={percent === null}
            aria-label={`Descargando ${entry.fileName}`}
            aria-valuetext={percent === null ? `${formatBytes(entry.received)} descargados` : `${percent} %`}
          />
          <Text size="xs" c="dimmed">
            {percent === null ? `${formatBytes(entry.received)} descargados` : `${percent} % · ${formatBytes(entry.received)} de ${formatBytes(entry.total!)}`}
          </Text>
        </>
      )}
      {entry.state === 'done' && (
        <Group justify="space-between" gap="xs">
          <Text size="xs" c="dimmed">
            {formatBytes(entry.received)}
          </Text>
          <Button
            size="compact-xs"
            variant="light"
            onClick={async () => {
              const result = await bridge?.downloads.showInFolder(entry.id);
              if (result && !result.ok) setError(result.error.message);
            }}
          >
            Mostrar en carpeta
          </Button>
        </Group>
      )}
      {(entry.message || error) && (
        <Text size="xs" c="red" role="alert">
          {entry.message ?? error}
        </Text>
      )}
    </Stack>
  );
}

/**
 * The desktop console's header widget: report downloads of this session with their progress,
 * "Mostrar en carpeta", the folder they go to, and the server the console talks to.
 */
export function DownloadsIndicator() {
  const info = useDesktopStore((state) => state.info);
  const downloads = useDesktopStore((state) => state.downloads);
  const [folderError, setFolderError] = useState<string | null>(null);
  const bridge = desktopBridge();
  if (!info || !bridge) return null;
  const active = downloads.filter((entry) => entry.state === 'progress').length;

  const chooseFolder = async () => {
    try {
      const folder = unwrap(await bridge.downloads.chooseFolder());
      if (folder) useDesktopStore.getState().setDownloadDir(folder);
      setFolderError(null);
    } catch (error) {
      setFolderError((error as Error).message);
    }
  };

  return (
    <>
      <Popover width={340} position="bottom-end" shadow="md" withArrow>
        <Popover.Target>
          <Indicator label={active} size={16} disabled={active === 0} color="teal">
            <ActionIcon variant="default" size="lg" aria-label={active > 0 ? `Descargas (${active} en curso)` : 'Descargas'}>
              <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
                <path d="M12 3v12m0 0l-5-5m5 5l5-5M4 19h16" strokeLinecap="round" strokeLinejoin="round" />
              </svg>
            </ActionIcon>
          </Indicator>
        </Popover.Target>
        <Popover.Dropdown>
          <Stack gap="sm">
            <Group justify="space-between">
              <Text fw={600}>Descargas</Text>
              {downloads.some((entry) => entry.state !== 'progress') && (
                <Anchor component="button" size="xs" onClick={() => useDesktopStore.getState().clearFinished()}>
                  Limpiar lista
                </Anchor>
              )}
            </Group>
            {downloads.length === 0 ? (
              <Text size="sm" c="dimmed">
                Los reportes que descargues aparecerán aquí.
              </Text>
            ) : (
              downloads.map((entry) => <DownloadRow key={entry.id} entry={entry} />)
            )}
            <Divider />
            <Text size="xs" c="dimmed">
              Carpeta: {info.downloadDir}{' '}
              <Anchor component="button" size="xs" onClick={() => void chooseFolder()}>
                Cambiar
              </Anchor>
            </Text>
            {folderError && (
              <Text size="xs" c="red" role="alert">
                {folderError}
              </Text>
            )}
            <ServerLine />
          </Stack>
        </Popover.Dropdown>
      </Popover>
    </>
  );
}
export default DownloadsIndicator;
