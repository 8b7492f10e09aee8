import type { Kysely } from 'kysely';
import type { TrackerEvent, TrackerEventKind, UnitLocation } from '../../../shared/contracts/positioning';
import { businessTimeOf } from '../../../shared/business-time';
import type { Database } from '../../db/schema';
import { AppError, tooManyRequests } from '../../errors';
import { createBackgroundTasks } from '../../lib/background-tasks';
import type { RateLimiter } from '../../lib/rate-limiter';
import type { Realtime } from '../../lib/realtime';
import { deviceScope } from '../../tenancy';
import type { NotificationsService } from '../notifications/notifications.service';
import type { UsersService } from '../users/users.service';
import { type LatLon, distanceM, distanceToPathM, parsePath } from './geo';
import type { TrackerReport } from './osmand';
import * as repository from './positioning.repository';
import { motionStatus } from './positioning.status';
import type { TrackerNoticesService } from './tracker-notices.service';

export type TrackerIngestService = ReturnType<typeof createTrackerIngestService>;

export interface TrackerSettings {
  offlineAfterMinutes: number;
  terminalGeofenceM: number;
}

/** Fixes further ahead than this are a wrong clock, not the future. */
const MAX_AHEAD_MS = 5 * 60_000;
/** Older fixes are a tracker emptying a stale buffer; replay and stops never look that far. */
const MAX_AGE_MS = 7 * 24 * 3600_000;
/** What a unit may send: a burst of 20 in 10 s, so ~1 report/s sustained (trackers send every 5–30 s). */
const RATE_WINDOW_S = 10;
const RATE_MAX = 20;
/** How long the unit behind a device, its route and terminals are trusted from memory. */
const CONTEXT_TTL_MS = 15_000;
/**
 * How long the first report of a batch waits for company, and the most one transaction takes.
 * On SQLite a commit's fsync holds the event loop (better-sqlite3 is synchronous): at 200
 * reports/s, 5 ms made one commit of one or two reports each time; 20 ms makes one of ~4, and on
 * a loaded machine delivery p95 went from 0.5–2.3 s to 0.1–0.5 s (bench/README.md).
 */
const BATCH_WAIT_MS = 20;
const BATCH_MAX = 500;
/** An unknown device is logged at most once a minute (a misconfigured tracker retries for ever). */
const UNKNOWN_LOG_EVERY_MS = 60_000;

interface UnitContext {
  unitId: number;
  companyId: number;
  number: string;
  plates: string;
  /** First route of the unit (any), for the marker. */
  routeId: number | null;
  /** First route with a path, whose corridor is checked (buses only). */
  corridor: { routeId: number; path: LatLon[]; widthM: number } | null;
  terminals: Terminal[];
  loadedAt: number;
}

/** A geofence, with the name the notices give it. */
interface Terminal {
  id: number;
  name: string;
  point: LatLon;
}

export type IngestOutcome = 'stored' | 'duplicate' | 'out_of_order';

const refused = (field: string, message: string) => new AppError('validation_failed', message, 400, { errors: { [field]: [message] } });

/**
 * Tracker reports (OsmAnd): the rules of what is stored, the last position, the events found on
 * the way (off route, terminals) and who hears about them. No request or socket type here: the
 * routes and the dedicated tracker port both call `ingest`.
 */
export function createTrackerIngestService(deps: {
  db: Kysely<Database>;
  realtime: Realtime;
  limiter: RateLimiter;
  notifications: Pick<NotificationsService, 'notify'>;
  users: Pick<UsersService, 'activeMemberIdsAllowedIn'>;
  trackerNotices: Pick<TrackerNoticesService, 'recipientsOf'>;
  logger: { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };
  settings: TrackerSettings;
  now?: () => Date;
}) {
  const { db, realtime, limiter, notifications, users, trackerNotices, logger, settings } = deps;
  const now = deps.now ?? (() => new Date());
  const contexts = new Map<string, UnitContext>();
  const companyTerminals = new Map<number, { terminals: Terminal[]; loadedAt: number }>();
  const unknownLogged = new Map<string, number>();
  const background = createBackgroundTasks(logger);

  /** A company's geofences, shared by its units (a thousand buses of one company: one read, not a thousand). */
  async function terminalsOf(companyId: number): Promise<Terminal[]> {
    const cached = companyTerminals.get(companyId);
    if (cached && Date.now() - cached.loadedAt < CONTEXT_TTL_MS) return cached.terminals;
    const rows = await repository.terminalPointsOf(db, deviceScope(companyId), companyId);
    const terminals = rows.map((terminal) => ({ id: terminal.id, name: terminal.name, point: [terminal.latitude, terminal.longitude] as const }));
    companyTerminals.set(companyId, { terminals, loadedAt: Date.now() });
    return terminals;
  }

  async function contextOf(deviceId: string): Promise<UnitContext | null> {
    const cached = contexts.get(deviceId);
    if (cached && Date.now() - cached.loadedAt < CONTEXT_TTL_MS) return cached;
    const unit = await repository.unitOfDevice(db, deviceId);
    if (!unit) return null;
    const [routes, terminals] = await Promise.all([repository.routesOfUnit(db, deviceScope(unit.company_id), unit.id), terminalsOf(unit.company_id)]);
    // Only buses are held to a corridor: the first route (lowest id) with a drawn path.
    const drawn = unit.kind === 'bus' ? routes.find((route) => route.path !== null) : undefined;
    const path = parsePath(drawn?.path ?? null);
    const context: UnitContext = {
      unitId: unit.id,
      companyId: unit.company_id,
      number: unit.number,
      plates: unit.plates,
      routeId: routes[0]?.id ?? null,
      corridor: drawn && path.length > 0 ? { routeId: drawn.id, path, widthM: drawn.corridor_m } : null,
      terminals,
      loadedAt: Date.now(),
    };
    contexts.set(deviceId, context);
    return context;
  }

  function logUnknown(deviceId: string) {
    const time = Date.now();
    if ((unknownLogged.get(deviceId) ?? 0) > time - UNKNOWN_LOG_EVERY_MS) return;
    if (unknownLogged.size > 10_000) unknownLogged.clear();
    unknownLogged.set(deviceId, time);
    logger.warn({ deviceId }, 'reporte de un rastreador desconocido (ninguna unidad tiene ese id de dispositivo)');
  }

  /** The terminal whose geofence holds the point (the nearest, if geofences overlap). */
  function terminalAt(context: UnitContext, point: LatLon): number | null {
    let best: number | null = null;
    let bestDistance = settings.terminalGeofenceM;
    for (const terminal of context.terminals) {
      const d = distanceM(point, terminal.point);
      if (d <= bestDistance) {
        best = terminal.id;
        bestDistance = d;
      }
    }
    return best;
  }

  const outside = (context: UnitContext, point: LatLon) => context.corridor !== null && distanceToPathM(point, context.corridor.path) > context.corridor.widthM;

  /** Events between the previous last position and this one. Off route takes two reports in a row outside (one bad fix is not a detour). */
  function detect(context: UnitContext, previous: repository.LastPositionRow | undefined, point: LatLon) {
    const events: { kind: TrackerEventKind; terminalId: number | null }[] = [];
    const wasOff = previous?.off_route === 1;
    let offRoute = wasOff;
    if (context.corridor) {
      const out = outside(context, point);
      if (!wasOff && out && previous && outside(context, [previous.latitude, previous.longitude])) {
        offRoute = true;
        events.push({ kind: 'off_route', terminalId: null });
      } else if (wasOff && !out) {
        offRoute = false;
        events.push({ kind: 'back_on_route', terminalId: null });
      }
    } else {
      offRoute = false;
    }
    const atTerminal = terminalAt(context, point);
    const before = previous?.at_terminal_id ?? null;
    // The first report ever only sets where the unit is; arriving needs having been elsewhere.
    if (previous && before !== atTerminal) {
      if (before !== null) events.push({ kind: 'departure', terminalId: before });
      if (atTerminal !== null) events.push({ kind: 'arrival', terminalId: atTerminal });
    }
    return { offRoute, atTerminal, events };
  }

  /** «la terminal Central Norte»; a terminal named «Terminal Poniente» is not «la terminal Terminal Poniente». */
  async function terminalPhrase(event: TrackerEvent): Promise<string> {
    // The geofences cached for detection already carry the names: no read per event (at most one per 15 s and company).
    const name = (await terminalsOf(event.company_id)).find((terminal) => terminal.id === event.terminal_id)?.name.trim();
    if (!name) return 'una terminal';
    return /^terminal\b/i.test(name) ? name : `la terminal ${name}`;
  }

  async function noticeOf(event: TrackerEvent): Promise<{ title: string; body: string }> {
    const unit = event.unit_number;
    const at = businessTimeOf(event.occurred_at);
    switch (event.kind) {
      case 'off_route':
        return { title: `Unidad ${unit} fuera de ruta`, body: `La unidad ${unit} salió del corredor de su ruta a las ${at}.` };
      case 'back_on_route':
        return { title: `Unidad ${unit} volvió a su ruta`, body: `La unidad ${unit} volvió al corredor de su ruta a las ${at}.` };
      case 'arrival': {
        const terminal = await terminalPhrase(event);
        return { title: `Unidad ${unit} llegó a ${terminal}`, body: `La unidad ${unit} llegó a ${terminal} a las ${at}.` };
      }
      case 'departure': {
        const terminal = await terminalPhrase(event);
        return { title: `Unidad ${unit} salió de ${terminal}`, body: `La unidad ${unit} salió de ${terminal} a las ${at}.` };
      }
    }
  }

  /** A notice to each holder of positioning.read in the company who chose this kind of event (tracker-notices.service.ts). */
  async function notifyEvent(event: TrackerEvent) {
    const scope = deviceScope(event.company_id);
    const holders = await users.activeMemberIdsAllowedIn(scope, event.company_id, 'positioning.read');
    const recipients = await trackerNotices.recipientsOf(scope, event.company_id, event.kind, holders);
    if (recipients.length === 0) return;
    const content = await noticeOf(event);
    await notifications.notify(recipients, { title: content.title.slice(0, 120), body: content.body.slice(0, 1000), route: '/parabus/mapa', companyId: event.company_id });
  }

  /** What one stored report leads to, told only once its transaction has committed. */
  interface Stored {
    outcome: IngestOutcome;
    location?: UnitLocation;
    events: TrackerEvent[];
  }

  async function store(trx: repository.Db, context: UnitContext, report: TrackerReport, received: Date): Promise<Stored> {
    const receivedAt = received.toISOString();
    const inserted = await repository.insertPosition(trx, {
      company_id: context.companyId,
      unit_id: context.unitId,
      device_time: report.deviceTime,
      received_at: receivedAt,
      latitude: report.latitude,
      longitude: report.longitude,
      speed_kmh: report.speedKmh,
      bearing: report.bearing,
      altitude: report.altitude,
      accuracy: report.accuracy,
      battery: report.battery,
    });
    if (!inserted) return { outcome: 'duplicate', events: [] };
    const previous = await repository.lastPositionOf(trx, deviceScope(context.companyId), context.unitId);
    // History keeps a late report; the map never jumps back to it.
    if (previous && Date.parse(previous.device_time) >= Date.parse(report.deviceTime)) return { outcome: 'out_of_order', events: [] };

    const { offRoute, atTerminal, events: found } = detect(context, previous, [report.latitude, report.longitude]);
    await repository.upsertLastPosition(trx, {
      unit_id: context.unitId,
      company_id: context.companyId,
      device_time: report.deviceTime,
      received_at: receivedAt,
      latitude: report.latitude,
      longitude: report.longitude,
      speed_kmh: report.speedKmh,
      bearing: report.bearing,
      battery: report.battery,
      off_route: offRoute ? 1 : 0,
      at_terminal_id: atTerminal,
    });
    const events: TrackerEvent[] = [];
    for (const event of found) {
      const values = {
        company_id: context.companyId,
        unit_id: context.unitId,
        kind: event.kind,
        occurred_at: report.deviceTime,
        latitude: report.latitude,
        longitude: report.longitude,
        route_id: event.kind === 'off_route' || event.kind === 'back_on_route' ? (context.corridor?.routeId ?? null) : null,
        terminal_id: event.terminalId,
      };
      events.push({ id: await repository.insertEvent(trx, values), unit_number: context.number, ...values });
    }
    const location: UnitLocation = {
      unit_id: context.unitId,
      company_id: context.companyId,
      number: context.number,
      plates: context.plates,
      route_id: context.routeId,
      latitude: report.latitude,
      longitude: report.longitude,
      speed_kmh: report.speedKmh,
      bearing: report.bearing,
      battery: report.battery,
      device_time: report.deviceTime,
      received_at: receivedAt,
      status: motionStatus(report.speedKmh, receivedAt, received, settings.offlineAfterMinutes),
      off_route: offRoute,
      at_terminal_id: atTerminal,
    };
    return { outcome: 'stored', location, events };
  }

  function tell(stored: Stored) {
    if (stored.location) realtime.emitToCompany(stored.location.company_id, 'unit:position', stored.location);
    for (const event of stored.events) {
      realtime.emitToCompany(event.company_id, 'unit:event', event);
      // Every kind may be a notice: whose, each user chooses (off route, arrivals and departures by default).
      background.later('aviso de evento de rastreo', () => notifyEvent(event));
    }
  }

  /*
   * Group commit: reports arriving within a few milliseconds share one transaction. A thousand
   * trackers every 5 s is 200 reports/s; one commit each (an fsync on SQLite with synchronous=FULL)
   * was the ceiling, not the CPU. Each tracker still gets its 200 only after its report is durable.
   */
  const queue: { context: UnitContext; report: TrackerReport; received: Date; resolve: (stored: Stored) => void; reject: (error: unknown) => void }[] = [];
  let flushing: Promise<void> | undefined;

  async function flush() {
    while (queue.length > 0) {
      const batch = queue.splice(0, BATCH_MAX);
      let results: Stored[] | undefined;
      try {
        results = await db.transaction().execute(async (trx) => {
          const out: Stored[] = [];
          for (const item of batch) out.push(await store(trx, item.context, item.report, item.received));
          return out;
        });
      } catch {
        // One report that cannot be stored (its unit deleted a moment ago…) must not sink the others.
        for (const item of batch) {
          try {
            const stored = await db.transaction().execute((trx) => store(trx, item.context, item.report, item.received));
            tell(stored);
            item.resolve(stored);
          } catch (error) {
            item.reject(error);
          }
        }
        continue;
      }
      batch.forEach((item, i) => {
        tell(results[i]!);
        item.resolve(results[i]!);
      });
    }
  }

  function enqueue(context: UnitContext, report: TrackerReport, received: Date): Promise<Stored> {
    return new Promise((resolve, reject) => {
      queue.push({ context, report, received, resolve, reject });
      flushing ??= new Promise<void>((done) => setTimeout(done, BATCH_WAIT_MS))
        .then(flush)
        .finally(() => (flushing = undefined));
    });
  }

  return {
    /** Stores one report. Refusals are 400s (Traccar Client then retries; a bad report never gets better, so it is dropped by the tracker's queue limit). */
    async ingest(report: TrackerReport): Promise<IngestOutcome> {
      const context = await contextOf(report.deviceId);
      if (!context) {
        logUnknown(report.deviceId);
        throw refused('id', 'Ningún vehículo tiene registrado ese rastreador; da de alta su id de dispositivo en la unidad.');
      }
      const { count, resetInSeconds } = await limiter.hit(`tracker:${context.unitId}`, RATE_WINDOW_S);
      if (count > RATE_MAX) throw tooManyRequests(resetInSeconds, 'Este rastreador envía demasiados reportes; espera unos segundos.');
      const received = now();
      const fixTime = Date.parse(report.deviceTime);
      if (fixTime > received.getTime() + MAX_AHEAD_MS) throw refused('timestamp', 'La hora del reporte está en el futuro; revisa el reloj del rastreador.');
      if (fixTime < received.getTime() - MAX_AGE_MS) throw refused('timestamp', 'El reporte tiene más de 7 días; ya no se guarda.');
      return (await enqueue(context, report, received)).outcome;
    },

    /** Reports in the queue and notices under way finish before the database closes. */
    async idle() {
      await flushing;
      await background.idle(5000);
    },
  };
}
