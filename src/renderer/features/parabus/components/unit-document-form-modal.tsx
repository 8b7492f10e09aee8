import { Button, FileInput, Group, Modal, Select, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { useState } from 'react';
import { UNIT_DOCUMENT_KINDS, UNIT_DOCUMENT_KIND_LABELS, type UnitDocument, type UnitDocumentKind } from '../../../../shared/contracts/unit-documents';
import { WriteError } from '../../../components/query-states';
import { orNull, submitChecked } from '../../../lib/form-errors';
import { createUnitDocumentInputSchema, useCreateUnitDocument } from '../api/create-unit-document';
import { updateUnitDocumentInputSchema, useUpdateUnitDocument } from '../api/update-unit-document';
import { useUploadUnitFile } from '../api/upload-unit-file';

export interface UnitDocumentFormModalProps {
  opened: boolean;
  unitId: number;
  /** The document to edit; absent registers a new one. */
  document?: UnitDocument;
  onClose: () => void;
}

/** Registers or edits one of a bus's papers (kind, folio, issuer, dates, notes). */
export function UnitDocumentFormModal({ opened, document, ...props }: UnitDocumentFormModalProps) {
  return (
    <Modal opened={opened} onClose={props.onClose} title={document ? 'Editar documento' : 'Nuevo documento'} closeButtonProps={{ 'aria-label': 'Cerrar' }}>
      {opened && <DocumentForm key={document?.id ?? 'new'} document={document} {...props} />}
    </Modal>
  );
}

function DocumentForm({ unitId, document, onClose }: Omit<UnitDocumentFormModalProps, 'opened'>) {
  const [kind, setKind] = useState<UnitDocumentKind>(document?.kind ?? 'insurance');
  const [number, setNumber] = useState(document?.number ?? '');
  const [issuer, setIssuer] = useState(document?.issuer ?? '');
  const [issuedOn, setIssuedOn] = useState(document?.issued_on ?? '');
  const [expiresOn, setExpiresOn] = useState(document?.expires_on ?? '');
  const [notes, setNotes] = useState(document?.notes ?? '');
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const upload = useUploadUnitFile();
  const create = useCreateUnitDocument();
  const update = useUpdateUnitDocument();
  const mutation = document ? update : create;

  async function submit() {
    const fields = { kind, number: orNull(number), issuer: orNull(issuer), issued_on: orNull(issuedOn), expires_on: orNull(expiresOn), notes: orNull(notes) };
    // The scan goes first (files module); the document then links it by id.
    const scan = async () => (file ? { document_id: (await upload.mutateAsync({ unitId: document?.unit_id ?? unitId, file })).id } : {});
    const saved = document
      ? await submitChecked(updateUnitDocumentInputSchema, fields, setErrors, async (data) => update.mutateAsync({ id: document.id, ...data, ...(await scan()) }))
      : await submitChecked(createUnitDocumentInputSchema, fields, setErrors, async (data) => create.mutateAsync({ ...data, ...(await scan()), unitId }));
    if (saved) onClose();
  }

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack gap="sm">
        <Select
          label="Tipo de documento"
          required
          data-autofocus
          data={UNIT_DOCUMENT_KINDS.map((value) => ({ value, label: UNIT_DOCUMENT_KIND_LABELS[value] }))}
          value={kind}
          onChange={(value) => value && setKind(value as UnitDocumentKind)}
          allowDeselect={false}
          error={errors.kind}
          comboboxProps={{ withinPortal: true }}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="Número o folio" value={number} onChange={(event) => setNumber(event.currentTarget.value)} error={errors.number} />
          <TextInput label="Emisor" placeholder="Aseguradora, SICT, gobierno del estado…" value={issuer} onChange={(event) => setIssuer(event.currentTarget.value)} error={errors.issuer} />
          <TextInput label="Fecha de expedición" type="date" value={issuedOn} onChange={(event) => setIssuedOn(event.currentTarget.value)} error={errors.issued_on} />
          <TextInput label="Fecha de vencimiento" type="date" value={expiresOn} onChange={(event) => setExpiresOn(event.currentTarget.value)} error={errors.expires_on} />
        </SimpleGrid>
        <FileInput
          label="Archivo escaneado (PDF o imagen)"
          placeholder={document?.file_url ? 'Reemplazar el archivo' : 'Elegir archivo'}
          accept="application/pdf,image/png,image/jpeg"
          clearable
          value={file}
          onChange={setFile}
          error={errors.document_id ?? errors.file}
        />
        <Textarea label="Notas" autosize minRows={2} value={notes} onChange={(event) => setNotes(event.currentTarget.value)} error={errors.notes} />
        <WriteError error={Object.keys(errors).length ? null : (upload.error ?? mutation.error)} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancelar
          </Button>
          <Button type="submit" loading={upload.isPending || mutation.isPending}>
            {document ? 'Guardar cambios' : 'Registrar documento'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
