import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { Recharge } from '../../../../shared/contracts/wallet';
import { NumberField, numberFieldsAreValid, useNumberField } from '../../../components/number-field';
import { WriteError } from '../../../components/query-states';
import { useActionKeys } from '../../../hooks/use-action-keys';
import { formatCentavos } from '../../../lib/money';
import { useStartRecharge } from '../api/start-recharge';
import { RECHARGE_AMOUNT_RULES, parseRechargeAmount, pointsEarnedBy } from '../wallet-rules';
import { CheckoutStep } from './checkout/checkout-step';
import { RechargeProgress } from './recharge-progress';

type Step = { name: 'amount' } | { name: 'checkout'; recharge: Recharge } | { name: 'processing'; rechargeId: number };

/** `?recarga={id}`: where a provider's hosted checkout sends the person back; the screen resumes waiting for it. */
const RETURN_PARAM = 'recarga';

/**
 * Recharge: the amount in pesos (the contract's limits), then the provider's checkout, then the
 * wait for the server's confirmation. One Idempotency-Key per amount asked, reused on a retry.
 */
export function RechargeCard({ userId }: { userId: number }) {
  const [search, setSearch] = useSearchParams();
  const returned = Number(search.get(RETURN_PARAM));
  const [step, setStep] = useState<Step>(() => (Number.isInteger(returned) && returned > 0 ? { name: 'processing', rechargeId: returned } : { name: 'amount' }));
  const amount = useNumberField(null, RECHARGE_AMOUNT_RULES);
  const start = useStartRecharge();
  const keys = useActionKeys();
  const parsed = parseRechargeAmount(amount.text);

  const restart = () => {
    if (search.has(RETURN_PARAM)) {
      search.delete(RETURN_PARAM);
      setSearch(search, { replace: true });
    }
    start.reset();
    setStep({ name: 'amount' });
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!numberFieldsAreValid([amount]) || !parsed.ok) return;
    const request = { userId, amount: parsed.centavos };
    start.mutate(
      { ...request, idempotencyKey: keys.keyFor(request) },
      {
        onSuccess: (recharge) => {
          keys.done();
          setStep({ name: 'checkout', recharge });
        },
      },
    );
  };

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="recharge-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="recharge-title">
          Recargar saldo
        </Title>
        {step.name === 'amount' && (
          <form onSubmit={submit} noValidate>
            <Stack gap="sm">
              <NumberField
                field={amount}
                label="Monto en pesos"
                description={`De ${formatCentavos(RECHARGE_AMOUNT_RULES.min! * 100)} a ${formatCentavos(RECHARGE_AMOUNT_RULES.max! * 100)}. Ganas 1 punto por cada $10.`}
                error={amount.revealed && amount.parsed.ok && !parsed.ok ? parsed.error : undefined}
                placeholder="500"
              />
              {parsed.ok && (
                <Text size="sm" c="dimmed">
                  Recargarás {formatCentavos(parsed.centavos)} y ganarás {pointsEarnedBy(parsed.centavos)} puntos.
                </Text>
              )}
              <WriteError error={start.error} />
              <div>
                <Button type="submit" loading={start.isPending}>
                  Continuar al pago
                </Button>
              </div>
            </Stack>
          </form>
        )}
        {step.name === 'checkout' && <CheckoutStep recharge={step.recharge} onSubmitted={() => setStep({ name: 'processing', rechargeId: step.recharge.id })} onCancel={restart} />}
        {step.name === 'processing' && <RechargeProgress rechargeId={step.rechargeId} userId={userId} onDone={restart} />}
      </Stack>
    </Paper>
  );
}
