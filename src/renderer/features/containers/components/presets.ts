import type { ContainerCategory, ContainerStatus, LoadStatus } from '../../../../shared/contracts/containers';
import { paths } from '../../../lib/paths';

/**
 * The container screens of spec §2 are one table with a preset filter each. A preset's filter is
 * fixed on its screen (the control shows it, disabled); the others stay free.
 */
export type ContainerPresetName = 'all' | 'stock' | 'empty' | 'exports' | 'imports';

export interface ContainerPreset {
  name: ContainerPresetName;
  title: string;
  description: string;
  path: string;
  status?: ContainerStatus;
  loadStatus?: LoadStatus;
  category?: ContainerCategory;
}

export const CONTAINER_PRESETS: Record<ContainerPresetName, ContainerPreset> = {
  all: { name: 'all', title: 'Contenedores', description: 'Todos los contenedores de la terminal.', path: paths.containers },
  stock: { name: 'stock', title: 'Stock en patio', description: 'Contenedores que están hoy en el patio.', path: paths.containersStock, status: 'in_yard' },
  empty: { name: 'empty', title: 'Contenedores vacíos', description: 'Contenedores vacíos, en patio o anunciados.', path: paths.containersEmpty, loadStatus: 'empty' },
  exports: { name: 'exports', title: 'Exportaciones', description: 'Contenedores de exportación.', path: paths.containersExports, category: 'export' },
  imports: { name: 'imports', title: 'Importaciones', description: 'Contenedores de importación.', path: paths.containersImports, category: 'import' },
};

/** Tabs across the container screens, in reading order. */
export const PRESET_ORDER: ContainerPresetName[] = ['all', 'stock', 'empty', 'exports', 'imports'];
