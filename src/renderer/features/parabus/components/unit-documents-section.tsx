import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { UNIT_DOCUMENT_KIND_LABELS, type UnitDocument } from '../../../../shared/contracts/unit-documents';
import { type DataTableColumn, DataTable } from '../../../components/data-table';
import { WriteError } from '../../../components/query-states';
import { downloadBlob } from '../../../lib/downloads';
import { getUnitFile } from '../api/get-unit-file';
import { useDeleteUnitDocument } from '../api/delete-unit-document';
import { useUnitDocuments } from '../api/get-unit-documents';
import { ExpiryBadge } from './motion-badge';
import { UnitDocumentFormModal } from './unit-document-form-modal';

const COLUMNS: DataTableColumn<UnitDocument>[] = [
  { header: 'Documento', cell: (doc) => UNIT_DOCUMENT_KIND_LABELS[doc.kind] },
  { header: 'Número', cell: (doc) => doc.number ?? '—' },
  { header: 'Emisor', cell: (doc) => doc.issuer ?? '—' },
  { header: 'Vence', cell: (doc) => doc.expires_on ?? '—' },
  { header: 'Vigencia', cell: (doc) => <ExpiryBadge status={doc.expiry_status} daysLeft={doc.days_left} /> },
  {
    header: 'Archivo',
    cell: (doc) =>
      doc.file_url ? (
        <Button variant="subtle" size="compact-sm" aria-label={`Descargar archivo de ${UNIT_DOCUMENT_KIND_LABELS[doc.kind]}`} onClick={() => void getUnitFile(doc.file_url!).then((blob) => downloadBlob(`${doc.kind}-${doc.number ?? doc.id}`, blob))}>
          Descargar
        </Button>
      ) : (
        '—'
      ),
  },
];

/** A bus's papers with their expiry badges; who may manage them adds, edits and deletes. */
export function UnitDocumentsSection({ unitId, canManage }: { unitId: number; canManage: boolean }) {
  const documents = useUnitDocuments(unitId);
  const remove = useDeleteUnitDocument();
  const [editing, setEditing] = useState<UnitDocument | 'new' | null>(null);
  return (
    <Stack gap="sm" component="section" aria-labelledby="unit-documents-title">
      <Group justify="space-between">
        <Title order={2} size="h3" id="unit-documents-title">
          Documentos
        </Title>
        {canManage && <Button onClick={() => setEditing('new')}>Agregar documento</Button>}
      </Group>
      <Text size="sm" c="dimmed">
        «Por vencer» desde 30 días antes de la fecha de vencimiento.
      </Text>
      <DataTable
        query={documents}
        rows={documents.data?.data ?? []}
        rowKey={(doc) => doc.id}
        columns={COLUMNS}
        actions={
          canManage
            ? [
                { label: 'Editar', name: (doc) => `Editar ${UNIT_DOCUMENT_KIND_LABELS[doc.kind]}`, onClick: (doc) => setEditing(doc) },
                { label: 'Eliminar', name: (doc) => `Eliminar ${UNIT_DOCUMENT_KIND_LABELS[doc.kind]}`, onClick: (doc) => window.confirm(`¿Eliminar ${UNIT_DOCUMENT_KIND_LABELS[doc.kind]}?`) && remove.mutate(doc.id), danger: true },
              ]
            : []
        }
        scrollLabel="Lista de documentos de la unidad"
        tableLabel="Documentos de la unidad"
        minWidth={720}
        loadingLabel="Cargando documentos"
        errorTitle="No pudimos cargar los documentos"
        empty="La unidad no tiene documentos registrados."
      />
      <WriteError error={remove.error} />
      {canManage && <UnitDocumentFormModal opened={editing !== null} unitId={unitId} document={editing === 'new' || editing === null ? undefined : editing} onClose={() => setEditing(null)} />}
    </Stack>
  );
}
