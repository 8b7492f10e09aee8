/**
 * The OsmAnd protocol as Traccar's server reads it (its OsmAndProtocolDecoder), which is what
 * Traccar Client (Android/iOS) and many hardware trackers speak over HTTP:
 *
 * - Classic form: `GET` or `POST` with query-string or urlencoded-form parameters `id` (or
 *   `deviceid`), `lat`, `lon` (or `location=lat,lon`), `timestamp` (unix seconds, unix
 *   milliseconds, or an ISO date), `speed` in KNOTS, `bearing` (or `heading`), `altitude`,
 *   `accuracy`, `batt` (percent).
 * - JSON form of newer Traccar Client versions: `{ device_id, location: { timestamp (ISO),
 *   coords: { latitude, longitude, speed (m/s), heading, altitude, accuracy }, is_moving },
 *   battery: { level (0..1), is_charging } }`.
 *
 * Pure: it turns what arrived into one report or says, in Spanish, what is wrong.
 */

const KNOT_KMH = 1.852;
const MS_KMH = 3.6;

export interface TrackerReport {
  deviceId: string;
  latitude: number;
  longitude: number;
  /** ISO instant of the fix, normalised (`toISOString`) so text comparison orders it on SQLite. */
  deviceTime: string;
  speedKmh: number | null;
  bearing: number | null;
  altitude: number | null;
  accuracy: number | null;
  /** Percent 0..100. */
  battery: number | null;
}

export type ParseResult = { ok: true; report: TrackerReport } | { ok: false; field: string; message: string };

type Params = Record<string, unknown>;

const fail = (field: string, message: string): ParseResult => ({ ok: false, field, message });

/** A finite number from a parameter; undefined when absent, NaN when present but not a number. */
function numberOf(value: unknown): number | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value === 'number') return Number.isFinite(value) ? value : NaN;
  if (typeof value !== 'string') return NaN;
  const text = value.trim();
  // Number('0x10') and Number(' ') are numbers to JavaScript, not to a tracker.
  if (!/^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/.test(text)) return NaN;
  return Number(text);
}

/** Unix seconds or milliseconds (Traccar tells them apart by size), or an ISO date. */
export function parseTimestamp(value: unknown): Date | null | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value === 'number' || (typeof value === 'string' && /^\d+(\.\d+)?$/.test(value.trim()))) {
    const number = Number(value);
    if (!Number.isFinite(number)) return null;
    // Seconds until year 2286; anything larger is milliseconds.
    return new Date(number < 10_000_000_000 ? number * 1000 : number);
  }
  if (typeof value !== 'string') return null;
  // Some trackers send "2026-11-24 10:00:00" (UTC); Date.parse reads that as local time.
  const text = value.trim().replace(' ', 'T');
  const withZone = /([zZ]|[+-]\d{2}:?\d{2})$/.test(text) ? text : `${text}Z`;
  const time = Date.parse(withZone);
  return Number.isNaN(time) ? null : new Date(time);
}

const optional = (value: number | undefined): number | null => (value === undefined ? null : value);

function build(deviceId: unknown, fields: { lat: unknown; lon: unknown; time: unknown; speedKmh: number | undefined; bearing: unknown; altitude: unknown; accuracy: unknown; battery: number | undefined }): ParseResult {
  const id = typeof deviceId === 'number' ? String(deviceId) : typeof deviceId === 'string' ? deviceId.trim() : '';
  if (!id) return fail('id', 'Falta el identificador del dispositivo (id).');
  if (id.length > 64) return fail('id', 'El identificador del dispositivo admite hasta 64 caracteres.');
  const latitude = numberOf(fields.lat);
  const longitude = numberOf(fields.lon);
  if (latitude === undefined || longitude === undefined) return fail('lat', 'Faltan la latitud y la longitud (lat, lon).');
  if (Number.isNaN(latitude) || latitude < -90 || latitude > 90) return fail('lat', 'La latitud debe ser un número entre -90 y 90.');
  if (Number.isNaN(longitude) || longitude < -180 || longitude > 180) return fail('lon', 'La longitud debe ser un número entre -180 y 180.');
  const time = parseTimestamp(fields.time);
  if (time === null) return fail('timestamp', 'La hora del reporte (timestamp) no es válida.');
  const numbers = { bearing: numberOf(fields.bearing), altitude: numberOf(fields.altitude), accuracy: numberOf(fields.accuracy) };
  for (const [name, value] of Object.entries({ speed: fields.speedKmh, ...numbers, batt: fields.battery })) {
    if (value !== undefined && Number.isNaN(value)) return fail(name, `El campo ${name} debe ser un número.`);
  }
  const speed = fields.speedKmh;
  return {
    ok: true,
    report: {
      deviceId: id,
      latitude,
      longitude,
      // No timestamp: the fix is "now" (Traccar does the same).
      deviceTime: (time ?? new Date()).toISOString(),
      // Negative speeds (-1: "unknown" on some phones) are no speed.
      speedKmh: speed === undefined || speed < 0 ? null : Math.round(speed * 10) / 10,
      bearing: numbers.bearing === undefined || numbers.bearing < 0 ? null : numbers.bearing % 360,
      altitude: optional(numbers.altitude),
      accuracy: numbers.accuracy === undefined || numbers.accuracy < 0 ? null : numbers.accuracy,
      battery: fields.battery === undefined ? null : Math.round(Math.max(0, Math.min(100, fields.battery)) * 10) / 10,
    },
  };
}

function parseClassic(params: Params): ParseResult {
  let lat = params.lat;
  let lon = params.lon;
  // `location=lat,lon` is the older spelling some trackers keep.
  if ((lat === undefined || lon === undefined) && typeof params.location === 'string') [lat, lon] = params.location.split(',');
  const knots = numberOf(params.speed);
  return build(params.id ?? params.deviceid, {
    lat,
    lon,
    time: params.timestamp,
    speedKmh: knots === undefined || Number.isNaN(knots) ? knots : knots * KNOT_KMH,
    bearing: params.bearing ?? params.heading,
    altitude: params.altitude,
    accuracy: params.accuracy,
    battery: numberOf(params.batt),
  });
}

function parseJson(body: Params): ParseResult {
  const location = (body.location ?? {}) as Params;
  const coords = (location.coords ?? {}) as Params;
  const battery = (body.battery ?? {}) as Params;
  const ms = numberOf(coords.speed);
  const level = numberOf(battery.level);
  return build(body.device_id, {
    lat: coords.latitude,
    lon: coords.longitude,
    time: location.timestamp,
    speedKmh: ms === undefined || Number.isNaN(ms) ? ms : ms * MS_KMH,
    bearing: coords.heading,
    altitude: coords.altitude,
    accuracy: coords.accuracy,
    // 0..1 in the JSON form; -1 when the phone does not know.
    battery: level === undefined || level < 0 ? undefined : level * 100,
  });
}

/** One report from the query string and the body (form fields or Traccar Client's JSON). */
export function parseOsmAnd(query: Params, body: unknown): ParseResult {
  if (body && typeof body === 'object' && !Array.isArray(body)) {
    const fields = body as Params;
    if ('device_id' in fields || 'location' in fields) return parseJson(fields);
    // A form POST may split its fields between the URL and the body.
    return parseClassic({ ...query, ...fields });
  }
  return parseClassic(query);
}
