import { Code, List, Text } from '@mantine/core';
import { api } from '../../../lib/api-client';

/**
 * How to point Traccar Client (free, Android and iOS) at this server: it speaks the OsmAnd
 * protocol, which the positioning service accepts. Users of Traccar expect exactly these three
 * settings; the device id must match the one stored on the unit.
 */
export function TrackerHelp({ deviceId }: { deviceId: string | null }) {
  const serverUrl = `${api.positioning.defaults.baseURL}/osmand`;
  return (
    <details>
      <summary style={{ cursor: 'pointer', fontWeight: 600 }}>Cómo configurar Traccar Client</summary>
      <List size="sm" spacing={4} mt="xs" type="ordered">
        <List.Item>Instala Traccar Client (Android o iOS) en el teléfono que viaja en la unidad.</List.Item>
        <List.Item>
          En «Identificador del dispositivo» escribe <Code>{deviceId ?? 'el identificador de la unidad'}</Code>.
        </List.Item>
        <List.Item>
          En «URL del servidor» escribe <Code>{serverUrl}</Code>.
        </List.Item>
        <List.Item>Frecuencia: 5 a 10 segundos en ruta; precisión alta. Activa el servicio.</List.Item>
      </List>
      <Text size="xs" c="dimmed" mt="xs">
        Los GPS que hablan OsmAnd usan la misma URL y el mismo identificador.
      </Text>
    </details>
  );
}
