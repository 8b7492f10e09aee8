import { create } from 'zustand';

/** Spec §4 service-worker states, plus what the app shows about updates. */
export type WorkerState = 'unsupported' | 'registering' | 'installing' | 'installed' | 'waiting' | 'activating' | 'activated' | 'redundant' | 'error';

export interface AppStatusState {
  worker: WorkerState;
  /** A new service worker waits: "Actualizar" activates it and reloads. */
  updateWaiting: boolean;
  /** builds/latest.json names a build other than this one. */
  newBuild: boolean;
  applyUpdate: () => void;
  set(partial: Partial<Omit<AppStatusState, 'set'>>): void;
}

export const useAppStatus = create<AppStatusState>()((set) => ({
  worker: 'unsupported',
  updateWaiting: false,
  newBuild: false,
  applyUpdate: () => window.location.reload(),
  set: (partial) => set(partial),
}));
