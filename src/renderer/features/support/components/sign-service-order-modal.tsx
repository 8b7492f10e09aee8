import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { type ServiceOrderDetail, type SignatureStrokes, signServiceOrderInputSchema } from '../../../../shared/contracts/service-orders';
import { WriteError } from '../../../components/query-states';
import { submitChecked } from '../../../lib/form-errors';
import { useSignServiceOrder } from '../api/sign-service-order';
import { SignaturePad, hasEnoughInk } from '../../../components/signature-pad';

export interface SignServiceOrderModalProps {
  order: ServiceOrderDetail;
  opened: boolean;
  onClose: () => void;
}

/**
 * «Firmar y completar»: the receiver writes their name and signs on the pad; the order becomes
 * done and can no longer change. Full screen on a phone, so the pad is as large as the device.
 */
export function SignServiceOrderModal({ order, opened, onClose }: SignServiceOrderModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={`Firmar y completar ${order.reference}`} size="xl" fullScreen={typeof window !== 'undefined' && window.innerWidth < 640} closeButtonProps={{ 'aria-label': 'Cerrar' }}>
      {opened && <SignForm order={order} onClose={onClose} />}
    </Modal>
  );
}

function SignForm({ order, onClose }: Omit<SignServiceOrderModalProps, 'opened'>) {
  const [receiver, setReceiver] = useState('');
  const [strokes, setStrokes] = useState<SignatureStrokes>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const sign = useSignServiceOrder();

  async function submit() {
    await submitChecked(signServiceOrderInputSchema, { receiver_name: receiver, strokes }, setErrors, async (input) => {
      await sign.mutateAsync({ id: order.id, input });
      onClose();
    });
  }

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack gap="sm">
        <Text size="sm">
          Quien recibe el trabajo confirma con su firma que «{order.title}» quedó hecho en {order.location}. Después de firmar, la orden ya no se puede modificar.
        </Text>
        <TextInput label="Nombre de quien recibe" required data-autofocus autoComplete="off" value={receiver} onChange={(event) => setReceiver(event.currentTarget.value)} error={errors.receiver_name} />
        <SignaturePad strokes={strokes} onChange={setStrokes} disabled={sign.isPending} hint="Firma de quien recibe el trabajo, dentro del recuadro." />
        {errors.strokes && (
          <Text c="red.8" size="sm" role="alert">
            {errors.strokes}
          </Text>
        )}
        <WriteError error={Object.keys(errors).length ? null : sign.error} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancelar
          </Button>
          <Button type="submit" color="teal.8" loading={sign.isPending} disabled={!hasEnoughInk(strokes)}>
            Firmar y completar
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
