import { Alert, Badge, Box, Button, Container, Drawer, Group, Loader, Paper, SegmentedControl, SimpleGrid, Stack, Text, TextInput, Title, UnstyledButton } from '@mantine/core';
import { useCallback, useMemo, useRef, useState } from 'react';
import { type ClockEmployee, PUNCH_TYPE_LABELS, type PunchType } from '../../../../shared/contracts/attendance-clock';
import { BUSINESS_TIME_ZONE } from '../../../../shared/business-time';
import { normalizeForSearch } from '../../../../shared/contracts/search';
import { describeForPeople } from '../../../lib/client-error';
import type { ClientError } from '../../../lib/client-error';
import { CameraScanner } from '../../../components/camera-scanner';
import { useFragmentPairing } from '../clock/fragment-pairing';
import { ClockFace } from '../clock/clock-face';
import { PinPad } from '../clock/pin-pad';
import { pendingLabel, rejectedSummary } from '../clock/pin-punch';
import { PunchConfirmation } from '../clock/punch-confirmation';
import { useClock } from '../clock/use-clock';
import { badgeTextFor } from '../../../components/badge-colors';

/**
 * `/control-asistencia/reloj` (no layout; the desktop app's kiosk window opens it): the wall
 * clock. It authenticates as a device of one company (a code an administrator creates in
 * Turnos → Relojes), never with a person's login, and every punch goes to a durable
 * outbox before it is sent, so it works with the server down and across restarts.
 */
/** Rejected punches listed in the clock's alert; the drawer has them all. */
const REJECTED_SHOWN = 3;
const rejectedTime = new Intl.DateTimeFormat('es-MX', { timeZone: BUSINESS_TIME_ZONE, day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

export default function ClockPage() {
  const clock = useClock();
  const fromQr = useFragmentPairing(clock.ready && !clock.storageError, clock.enroll);

  if (clock.storageError) {
    return (
      <Container size="sm" py="xl">
        <Alert color="red" title="El reloj no puede guardar checadas">
          {clock.storageError}
        </Alert>
      </Container>
    );
  }
  if (!clock.ready || fromQr.pairing) {
    return (
      <Group justify="center" py={120}>
        <Loader size="xl" role="status" aria-label={fromQr.pairing ? 'Vinculando el reloj' : 'Preparando el reloj'} />
      </Group>
    );
  }
  if (fromQr.error) {
    // Also over a clock already paired: whoever scanned the QR needs to see why it did not take.
    const enrollAgain = async (code: string) => {
      await clock.enroll(code);
      fromQr.clearError();
    };
    return <Enrollment onEnroll={enrollAgain} initialCode={fromQr.code ?? ''} initialError={fromQr.error} />;
  }
  if (!clock.enrolled) return <Enrollment onEnroll={clock.enroll} />;
  return <ClockScreen clock={clock} />;
}

function enrollmentError(failure: ClientError): string {
  return failure.status === 401 ? 'Ese código de reloj no es válido o fue dado de baja.' : describeForPeople(failure);
}

interface EnrollmentProps {
  onEnroll: (code: string) => Promise<void>;
  revoked?: boolean;
  /** A code from the QR that did not pair, shown with why. */
  initialCode?: string;
  initialError?: ClientError | null;
}

function Enrollment({ onEnroll, revoked = false, initialCode = '', initialError = null }: EnrollmentProps) {
  const [code, setCode] = useState(initialCode);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(initialError ? enrollmentError(initialError) : null);
  return (
    <Container size="sm" py="xl">
      <Paper withBorder p="xl" radius="lg">
        <form
          onSubmit={(event) => {
            event.preventDefault();
            setBusy(true);
            setError(null);
            onEnroll(code).then(
              () => setBusy(false),
              (failure: ClientError) => {
                setBusy(false);
                setError(enrollmentError(failure));
              },
            );
          }}
        >
          <Stack>
            <Title order={1} size="h2">
              {revoked ? 'Este reloj fue dado de baja' : 'Configurar este reloj checador'}
            </Title>
            <Text>
              Un administrador de la empresa abre <strong>Control de asistencia → Turnos → Relojes</strong> y pulsa <strong>Vincular</strong> en este reloj: escanea el código QR con la cámara
              de este equipo o escribe aquí el código corto. El reloj guarda su acceso en este equipo.
            </Text>
            {revoked && <Alert color="orange">Las checadas pendientes se conservan y se enviarán con el nuevo código.</Alert>}
            <TextInput
              label="Código del reloj"
              description="El código corto de 8 letras y números (como K7QM-4XPT, vale 10 minutos) o el código largo que empieza con dvc_."
              placeholder="K7QM-4XPT"
              value={code}
              onChange={(event) => setCode(event.currentTarget.value)}
              required
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              size="lg"
              error={error}
            />
            <Button type="submit" size="lg" loading={busy} disabled={code.trim().length < 8}>
              Guardar y empezar
            </Button>
          </Stack>
        </form>
      </Paper>
    </Container>
  );
}

const matchesQuery = (employee: ClockEmployee, words: string[]) => {
  const text = ` ${normalizeForSearch(`${employee.full_name} ${employee.employee_number ?? ''}`)}`;
  return words.every((word) => text.includes(` ${word}`));
};

type TypeChoice = 'auto' | PunchType;

function ClockScreen({ clock }: { clock: ReturnType<typeof useClock> }) {
  const [query, setQuery] = useState('');
  const [chosen, setChosen] = useState<ClockEmployee | null>(null);
  const [pin, setPin] = useState('');
  const [badge, setBadge] = useState('');
  const [typeChoice, setTypeChoice] = useState<TypeChoice>('auto');
  const [camera, setCamera] = useState(false);
  const [showRejected, setShowRejected] = useState(false);
  const badgeInput = useRef<HTMLInputElement>(null);
  const offline = clock.connection !== 'online';

  const words = normalizeForSearch(query).split(' ').filter(Boolean);
  const matches = useMemo(() => (words.length === 0 ? [] : clock.roster.filter((employee) => matchesQuery(employee, words)).slice(0, 8)), [clock.roster, words.join(' ')]);
  const type = typeChoice === 'auto' ? null : typeChoice;

  const reset = useCallback(() => {
    setChosen(null);
    setPin('');
    setQuery('');
    setBadge('');
    setTypeChoice('auto');
    setTimeout(() => badgeInput.current?.focus(), 0);
  }, []);

  const punchBadge = (code: string, pressedAt: number) => {
    const trimmed = code.trim();
    if (!trimmed) return;
    void clock.punch({ badge_code: trimmed, label: `Gafete ${trimmed}` }, type, pressedAt);
    reset();
  };

  if (clock.connection === 'unauthorized') return <Enrollment revoked onEnroll={clock.enroll} />;

  return (
    <Box mih="100vh" p={{ base: 'md', md: 'xl' }} bg="var(--mantine-color-body)">
      <Group justify="space-between" align="flex-start" mb="md">
        {/* A sentence, not a word: it wraps on a narrow tablet instead of keeping its one line. */}
        <Badge
          size="xl"
          color={offline ? 'orange' : 'teal'}
          variant={offline ? 'filled' : 'light'}
          role="status"
          data-testid="estado-conexion"
          style={{ minWidth: 0, maxWidth: '100%', height: 'auto' }}
          styles={{ label: { whiteSpace: 'normal' } }}
        >
          {offline ? 'Sin conexión: las checadas se guardan en este reloj' : 'En línea'}
        </Badge>
        <Group gap="xs">
          <Badge
            size="xl"
            color={clock.pending > 0 ? 'orange' : 'gray'}
            c={badgeTextFor(clock.pending > 0 ? 'orange' : 'gray')}
            variant="light"
            data-testid="checadas-pendientes"
            aria-label={pendingLabel(clock.pending)}
          >
            {clock.pending} por enviar
          </Badge>
        </Group>
      </Group>

      {clock.rejected.length > 0 && (
        <Alert color="red" variant="filled" role="alert" title={rejectedSummary(clock.rejected.length)} maw={1100} mx="auto" mb="md" data-testid="checadas-rechazadas">
          <Stack gap={4}>
            <Text size="sm">El servidor no las aceptó; tu administrador ya recibió un aviso para capturarlas a mano.</Text>
            {clock.rejected.slice(0, REJECTED_SHOWN).map((punch) => (
              <Text key={punch.seq} size="sm">
                <strong>{punch.label}</strong> · {rejectedTime.format(new Date(punch.body.punched_at))} — {punch.message}
              </Text>
            ))}
            <Group>
              <Button color="red" variant="white" size="compact-md" onClick={() => setShowRejected(true)}>
                {clock.rejected.length > REJECTED_SHOWN ? 'Ver todas y descartar' : 'Ver y descartar'}
              </Button>
            </Group>
          </Stack>
        </Alert>
      )}

      <ClockFace companyName={clock.session?.company.name ?? null} />

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl" mt="xl" maw={1100} mx="auto">
        <Paper withBorder radius="lg" p="lg">
          {chosen ? (
            <Stack>
              <Group justify="space-between">
                <div>
                  <Text size="xl" fw={700}>
                    {chosen.full_name}
                  </Text>
                  <Text c="dimmed">{chosen.department_name}</Text>
                </div>
                <Button variant="subtle" size="lg" onClick={reset}>
                  Cancelar
                </Button>
              </Group>
              {!chosen.has_pin && <Alert color="orange">No tienes PIN asignado: usa tu gafete o pide uno a tu administrador.</Alert>}
              <PinPad
                value={pin}
                onChange={setPin}
                disabled={!chosen.has_pin}
                onSubmit={(pressedAt) => {
                  void clock.punch({ employee_id: chosen.id, pin, label: chosen.full_name }, type, pressedAt);
                  reset();
                }}
              />
            </Stack>
          ) : (
            <Stack>
              <TextInput
                label="Busca tu nombre o número de empleado"
                size="xl"
                value={query}
                onChange={(event) => setQuery(event.currentTarget.value)}
                autoComplete="off"
                placeholder="Por ejemplo: Miguel"
              />
              {words.length > 0 && matches.length === 0 && <Text c="dimmed">Nadie con ese nombre en este reloj.</Text>}
              <Stack gap="xs" role="list" aria-label="Empleados">
                {matches.map((employee) => (
                  <UnstyledButton
                    key={employee.id}
                    role="listitem"
                    onClick={() => {
                      setChosen(employee);
                      setPin('');
                    }}
                    p="md"
                    style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 8 }}
                  >
                    <Text size="xl" fw={600}>
                      {employee.full_name}
                    </Text>
                    <Text c="dimmed">
                      {employee.department_name}
                      {employee.employee_number ? ` · ${employee.employee_number}` : ''}
                    </Text>
                  </UnstyledButton>
                ))}
              </Stack>
              {clock.roster.length === 0 && <Text c="dimmed">Aún no hay empleados en este reloj; se cargan al conectarse.</Text>}
            </Stack>
          )}
        </Paper>

        <Paper withBorder radius="lg" p="lg">
          <Stack>
            <Text fw={600} size="lg">
              Tipo de checada
            </Text>
            <SegmentedControl
              size="lg"
              fullWidth
              orientation="vertical"
              value={typeChoice}
              onChange={(value) => setTypeChoice(value as TypeChoice)}
              data={[
                { value: 'auto', label: 'Automática (entrada o salida)' },
                { value: 'in', label: PUNCH_TYPE_LABELS.in },
                { value: 'out', label: PUNCH_TYPE_LABELS.out },
                { value: 'recess_start', label: PUNCH_TYPE_LABELS.recess_start },
                { value: 'recess_end', label: PUNCH_TYPE_LABELS.recess_end },
              ]}
            />
            {camera ? (
              <CameraScanner
                onCode={(code) => {
                  setCamera(false);
                  punchBadge(code, performance.now());
                }}
                onClose={() => setCamera(false)}
              />
            ) : (
              <form
                onSubmit={(event) => {
                  event.preventDefault();
                  punchBadge(badge, event.timeStamp || performance.now());
                }}
              >
                <Group align="flex-end" wrap="nowrap">
                  <TextInput
                    ref={badgeInput}
                    label="Gafete"
                    description="Pasa tu gafete por el lector (o escribe su código y Enter)"
                    size="xl"
                    value={badge}
                    onChange={(event) => setBadge(event.currentTarget.value)}
                    autoComplete="off"
                    autoFocus={!chosen}
                    style={{ flex: 1 }}
                  />
                  <Button type="submit" size="xl" px="md" style={{ flexShrink: 0 }} disabled={!badge.trim()}>
                    Checar
                  </Button>
                </Group>
              </form>
            )}
            {!camera && typeof navigator !== 'undefined' && Boolean(navigator.mediaDevices?.getUserMedia) && (
              <Button variant="default" size="lg" onClick={() => setCamera(true)}>
                Usar la cámara para leer el gafete
              </Button>
            )}
          </Stack>
        </Paper>
      </SimpleGrid>

      {clock.confirmation && <PunchConfirmation confirmation={clock.confirmation} offline={offline} onClose={clock.clearConfirmation} />}

      <Drawer opened={showRejected} onClose={() => setShowRejected(false)} title="Checadas rechazadas" position="right" size="lg">
        <Stack>
          <Text>El servidor no aceptó estas checadas. Tu administrador recibió un aviso para capturarlas a mano en el registro global; después descártalas aquí.</Text>
          {clock.rejected.map((punch) => (
            <Paper key={punch.seq} withBorder p="sm">
              <Group justify="space-between" wrap="nowrap">
                <div>
                  <Text fw={600}>{punch.label}</Text>
                  <Text size="sm">{rejectedTime.format(new Date(punch.body.punched_at))}</Text>
                  <Text size="sm" c="red.8">
                    {punch.message}
                  </Text>
                </div>
                <Button variant="subtle" color="red" onClick={() => void clock.dismissRejected(punch.seq!)}>
                  Descartar
                </Button>
              </Group>
            </Paper>
          ))}
        </Stack>
      </Drawer>
    </Box>
  );
}
