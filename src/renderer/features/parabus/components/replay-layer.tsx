import { Fragment } from 'react';
import { Polyline } from 'react-leaflet';
import { MOVING_SPEED_KMH } from '../../../../shared/contracts/positioning';
import type { TimedTrack } from './unit-tracking';
import { positionAt, trailUntil } from './unit-tracking';
import { UnitMarker } from './unit-marker';

/** Distinct colours for up to ten replayed units' trails. */
const TRAIL_COLORS = ['#1c7ed6', '#e8590c', '#2f9e44', '#ae3ec9', '#c2255c', '#0c8599', '#5f3dc4', '#e67700', '#364fc7', '#087f5b'];

/** Each replayed unit at the instant: its trail so far and its marker where it was. */
export function ReplayLayer({ tracks, tMs }: { tracks: readonly { unitId: number; number: string; track: TimedTrack }[]; tMs: number }) {
  return (
    <>
      {tracks.map((entry, index) => {
        const trail = trailUntil(entry.track, tMs);
        const at = positionAt(entry.track, tMs);
        return (
          <Fragment key={entry.unitId}>
            {trail.length > 1 && <Polyline positions={trail} pathOptions={{ color: TRAIL_COLORS[index % TRAIL_COLORS.length], weight: 4 }} />}
            {at && (
              <UnitMarker
                latitude={at.latitude}
                longitude={at.longitude}
                number={entry.number}
                status={at.speed_kmh !== null && at.speed_kmh >= MOVING_SPEED_KMH ? 'moving' : 'stopped'}
                bearing={at.bearing}
                detail={at.speed_kmh !== null ? `${Math.round(at.speed_kmh)} km/h` : undefined}
              />
            )}
          </Fragment>
        );
      })}
    </>
  );
}
