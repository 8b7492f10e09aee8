import { Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Empty, LoadFailed, Loading } from '../../../components/query-states';
import { useLogisticsContext } from '../../../hooks/use-logistics-context';
import { useYardOccupancy } from '../api/get-yard-occupancy';
import { useLiveContainers } from '../components/use-live-containers';
import { YardBayDrawer } from '../components/yard-bay-drawer';
import { YardBlocksEditor } from '../components/yard-blocks-editor';
import { YardMap } from '../components/yard-map';

/** `/contenedores/patio`: the yard map (occupancy by bay, a bay's containers) and, for the container admin, its layout. */
export default function YardPage() {
  const { company, allows } = useLogisticsContext();
  const occupancy = useYardOccupancy(company?.id ?? 0);
  const [open, setOpen] = useState<{ block: string; bay: number } | null>(null);
  useLiveContainers();

  if (!company) return <Empty>Selecciona una empresa.</Empty>;
  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>Patio</Title>
        <Text size="sm" c="dimmed">
          Ocupación por bloque y bahía. Elige una bahía para ver sus contenedores.
        </Text>
      </div>
      {occupancy.isPending && <Loading label="Cargando el mapa del patio" />}
      {occupancy.isError && <LoadFailed title="No pudimos cargar el mapa del patio" error={occupancy.error} onRetry={() => void occupancy.refetch()} />}
      {occupancy.data && occupancy.data.blocks.length === 0 && <Empty>El patio no tiene bloques todavía.</Empty>}
      {occupancy.data && <YardMap occupancy={occupancy.data} onOpenBay={(block, bay) => setOpen({ block, bay })} />}
      {allows('containers.yard') && <YardBlocksEditor companyId={company.id} />}
      <YardBayDrawer companyId={company.id} bay={open} onClose={() => setOpen(null)} />
    </Stack>
  );
}
