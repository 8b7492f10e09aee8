import { Alert, Badge, Button, Code, Group, Stack, Text, TextInput } from '@mantine/core';
import { badgeTextFor } from '../../../../components/badge-colors';
import { useState } from 'react';
import { sandboxCheckoutInputSchema } from '../../../../../shared/contracts/wallet';
import { WriteError } from '../../../../components/query-states';
import { formatCentavos } from '../../../../lib/money';
import { usePaySandboxCheckout } from '../../api/pay-sandbox-checkout';
import type { CheckoutProps } from './checkout-types';

const TEST_CARDS = [
  { number: '4242 4242 4242 4242', outcome: 'el pago se aprueba' },
  { number: '4000 0000 0000 0002', outcome: 'el banco lo rechaza' },
] as const;

/**
 * The embedded sandbox's card form — «Modo de prueba»: no real card is charged. The sandbox then
 * confirms to our server with a signed notice, as a real provider would; the screen waits for that.
 */
export default function SandboxCheckout({ recharge, onSubmitted, onCancel }: CheckoutProps) {
  const [card, setCard] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const pay = usePaySandboxCheckout();
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const checked = sandboxCheckoutInputSchema.safeParse({ card_number: card });
    if (!checked.success) {
      setFieldError(checked.error.issues[0]?.message);
      return;
    }
    setFieldError(undefined);
    pay.mutate({ rechargeId: recharge.id, cardNumber: card }, { onSuccess: onSubmitted });
  };
  return (
    <Stack gap="sm">
      <Group gap="xs">
        <Badge color="orange" variant="light" c={badgeTextFor('orange')}>
          Modo de prueba
        </Badge>
        <Text size="sm">Pago de {formatCentavos(recharge.amount)}: no se cobra ninguna tarjeta real.</Text>
      </Group>
      <Alert color="gray" title="Tarjetas de prueba">
        <Stack gap={4}>
          {TEST_CARDS.map((test) => (
            <Group key={test.number} gap="xs" wrap="wrap">
              <Code>{test.number}</Code>
              <Text size="sm">{test.outcome}.</Text>
              <Button size="compact-xs" variant="light" onClick={() => setCard(test.number)} aria-label={`Usar la tarjeta ${test.number}`}>
                Usar
              </Button>
            </Group>
          ))}
        </Stack>
      </Alert>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput label="Número de tarjeta" value={card} onChange={(event) => setCard(event.currentTarget.value)} inputMode="numeric" autoComplete="cc-number" error={fieldError} required maxLength={40} />
          <WriteError error={pay.error} />
          <Group>
            <Button type="submit" loading={pay.isPending}>
              Pagar {formatCentavos(recharge.amount)}
            </Button>
            <Button variant="subtle" onClick={onCancel} disabled={pay.isPending}>
              Cancelar
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
