import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateTerminalInput, Terminal, UpdateTerminalInput } from '../../../../shared/contracts/logistics-terminals';
import { api } from '../../../lib/api-client';

export type SaveTerminalInput = { id: null; values: CreateTerminalInput } | { id: number; values: UpdateTerminalInput };

/** `POST /api/v1/terminals` (new) or `PUT /api/v1/terminals/{id}` (edit). */
export async function saveTerminal(input: SaveTerminalInput): Promise<Terminal> {
  const { data } = input.id === null ? await api.main.post<Terminal>('/api/v1/terminals', input.values) : await api.main.put<Terminal>(`/api/v1/terminals/${input.id}`, input.values);
  return data;
}

export function useSaveTerminal() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveTerminal, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['parabus', 'terminals'] }) });
}
