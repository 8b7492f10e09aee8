import { Button, FileInput, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { Invoice } from '../../../../shared/contracts/billing';
import { WriteError } from '../../../components/query-states';
import { useStampInvoice } from '../api/stamp-invoice';
import { formatCentavos } from '../../../lib/money';

export interface StampInvoiceModalProps {
  invoice: Invoice | null;
  onClose: () => void;
}

/** «Adjuntar timbrado»: the PAC's XML and its PDF; the server checks them against the request. */
export function StampInvoiceModal({ invoice, onClose }: StampInvoiceModalProps) {
  return (
    <Modal opened={invoice !== null} onClose={onClose} title="Adjuntar factura timbrada" closeButtonProps={{ 'aria-label': 'Cerrar' }}>
      {invoice && <StampForm invoice={invoice} onClose={onClose} />}
    </Modal>
  );
}

function StampForm({ invoice, onClose }: { invoice: Invoice; onClose: () => void }) {
  const [xml, setXml] = useState<File | null>(null);
  const [pdf, setPdf] = useState<File | null>(null);
  const stamp = useStampInvoice();
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (xml && pdf) stamp.mutate({ id: invoice.id, xml, pdf }, { onSuccess: onClose });
      }}
    >
      <Stack gap="sm">
        <Text size="sm">
          Factura {invoice.series}-{invoice.folio} para <strong>{invoice.rfc}</strong> por {formatCentavos(invoice.total)}. El XML debe ser el CFDI 4.0 timbrado por el PAC, con el mismo RFC y total.
        </Text>
        <FileInput label="XML timbrado" required accept=".xml,application/xml,text/xml" value={xml} onChange={setXml} clearable />
        <FileInput label="PDF (representación impresa)" required accept=".pdf,application/pdf" value={pdf} onChange={setPdf} clearable />
        <WriteError error={stamp.error} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancelar
          </Button>
          <Button type="submit" disabled={!xml || !pdf} loading={stamp.isPending}>
            Adjuntar
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
