import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { type ComponentType, type LazyExoticComponent, Suspense, lazy } from 'react';
import { Loading } from '../../../../components/query-states';
import type { CheckoutProps } from './checkout-types';

/**
 * Each provider's card screen, by the name the server's recharge answer gives. Each is its own
 * chunk, fetched only when a recharge starts (the spec loads the provider's SDK asynchronously);
 * a provider that hosts its own page answers `checkout.checkout_url` instead and needs no entry.
 */
const CHECKOUTS: Record<string, LazyExoticComponent<ComponentType<CheckoutProps>>> = {
  sandbox: lazy(() => import('./sandbox-checkout')),
};

/** A provider's hosted page: we leave the app to pay there; its return brings us back to `/wallet?recarga={id}`. */
function RedirectCheckout({ url, onCancel }: { url: string; onCancel: () => void }) {
  return (
    <Stack gap="sm">
      <Text size="sm">Para pagar te llevaremos a la página segura del proveedor de pagos. Al terminar volverás aquí y verás tu saldo en cuanto el proveedor lo confirme.</Text>
      <Group>
        <Button component="a" href={url}>
          Ir a pagar
        </Button>
        <Button variant="subtle" onClick={onCancel}>
          Cancelar
        </Button>
      </Group>
    </Stack>
  );
}

/** The recharge's payment step, whichever provider takes it. */
export function CheckoutStep(props: CheckoutProps) {
  const { recharge, onCancel } = props;
  if (recharge.provider === 'mercadopago') {
    if (recharge.checkout) return <RedirectCheckout url={recharge.checkout.checkout_url} onCancel={onCancel} />;
    // The provider's link is handed out once, when the recharge is created; later we only wait for its word.
    return (
      <Alert color="blue" title="Pago en la página del proveedor">
        <Text size="sm">Este pago se abrió en la página de Mercado Pago. Tu saldo cambiará en cuanto el proveedor lo confirme.</Text>
        <Anchor component="button" type="button" onClick={onCancel} size="sm">
          Hacer otra recarga
        </Anchor>
      </Alert>
    );
  }
  const Screen = CHECKOUTS[recharge.provider];
  if (!Screen) {
    return (
      <Alert color="red" role="alert" title="No podemos mostrar el pago">
        <Text size="sm">Este proveedor de pagos no tiene una pantalla en esta versión de la aplicación.</Text>
        <Anchor component="button" type="button" onClick={onCancel} size="sm">
          Volver
        </Anchor>
      </Alert>
    );
  }
  return (
    <Suspense fallback={<Loading label="Cargando el formulario de pago" />}>
      <Screen {...props} />
    </Suspense>
  );
}
