import { useQuery, useQueryClient } from '@tanstack/react-query';
import { LocateFixedIcon, MapPinIcon } from 'lucide-react';
import { Draggable, Map as PigeonMap, type Point } from 'pigeon-maps';
import { useEffect, useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';

import { MAP_DEFAULT_CENTER, MAP_DEFAULT_ZOOM, MAP_HEIGHT } from '@backoffice/shared';
import { Button } from '@backoffice/ui';

import { type ZodForm } from '../../components/form';
import { useTRPC } from '../../lib/trpc';

type AnyForm = ZodForm<Record<string, unknown>>;

type TileProvider = (x: number, y: number, z: number) => string;

/** A tile template ({z}, {x}, {y}, optionally {s}) as pigeon-maps' provider. */
const tileProvider =
  (template: string): TileProvider =>
  (x, y, z) =>
    template
      .replace('{s}', 'a')
      .replace('{z}', String(z))
      .replace('{x}', String(x))
      .replace('{y}', String(y));

/** A plain tile (light background with a faint grid) for when no tile server answers. */
const PLAIN_TILE = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256"><rect width="256" height="256" fill="#eef1f4"/><path d="M0 0H256V256" fill="none" stroke="#d5dbe1"/></svg>',
)}`;

/** How long the first tile may take before the map falls back to the plain background. */
const TILE_PROBE_MS = 4000;

/**
 * Whether the tile server answers: one tile is fetched as an image; until it loads (or while the
 * server's tile URL is not known yet) the map stays plain.
 */
function useTilesReachable(tiles: TileProvider | null): boolean {
  const [reachable, setReachable] = useState(false);
  useEffect(() => {
    setReachable(false);
    if (!tiles) return;
    let done = false;
    const probe = new Image();
    const finish = (ok: boolean) => {
      if (done) return;
      done = true;
      setReachable(ok);
    };
    const timer = window.setTimeout(() => finish(false), TILE_PROBE_MS);
    probe.onload = () => finish(true);
    probe.onerror = () => finish(false);
    probe.src = tiles(0, 0, 0);
    return () => {
      done = true;
      window.clearTimeout(timer);
    };
  }, [tiles]);
  return reachable;
}

const asCoordinate = (value: unknown, limit: number): number | null => {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (!/^-?\d+(?:[.,]\d+)?$/.test(text)) return null;
  const number = Number(text.replace(',', '.'));
  return Math.abs(number) <= limit ? number : null;
};

const rounded = (value: number) => String(Math.round(value * 1e6) / 1e6);

/**
 * 'Get coordinates' and the map of the store form (spec 002 §2.8): the button geocodes the address
 * (disabled while it is empty); a click on the map or a drag of the marker sets latitude and longitude.
 * Without reachable tiles the map keeps working on a plain background.
 */
export function StoreLocation({ form }: { form: AnyForm }) {
  const intl = useIntl();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [address, latitude, longitude] = useWatch({
    control: form.control,
    name: ['address', 'latitude', 'longitude'],
  }) as unknown[];
  const lat = asCoordinate(latitude, 90);
  const lng = asCoordinate(longitude, 180);
  const marker: Point | null = lat !== null && lng !== null ? [lat, lng] : null;
  const [view, setView] = useState<{ center: Point; zoom: number }>({
    center: marker ?? [MAP_DEFAULT_CENTER[0], MAP_DEFAULT_CENTER[1]],
    zoom: MAP_DEFAULT_ZOOM,
  });
  const [geocoding, setGeocoding] = useState(false);
  const [geocodeFailed, setGeocodeFailed] = useState(false);
  // The tile URL is the server's MAP_TILE_URL, read at run time.
  const mapSettings = useQuery({ ...trpc.stores.getMapSettings.queryOptions(), staleTime: Infinity });
  const tileUrl = mapSettings.data?.tileUrl;
  const provider = useMemo(() => (tileUrl ? tileProvider(tileUrl) : null), [tileUrl]);
  const tiles = useTilesReachable(provider);

  const place = ([nextLat, nextLng]: Point) => {
    for (const [name, value] of [
      ['latitude', rounded(nextLat)],
      ['longitude', rounded(nextLng)],
    ] as const) {
      form.edited.add(name);
      form.rhf.setValue(name, value, { shouldDirty: true, shouldValidate: true, shouldTouch: true });
    }
  };

  const geocode = async () => {
    const text = typeof address === 'string' ? address.trim() : '';
    if (!text) return;
    setGeocoding(true);
    setGeocodeFailed(false);
    try {
      const answer = await queryClient.fetchQuery({
        ...trpc.stores.getGeocodeAddress.queryOptions({ address: text }),
        staleTime: 0,
        retry: false,
      });
      const point: Point = [answer.data.latitude, answer.data.longitude];
      place(point);
      setView((current) => ({ ...current, center: point }));
    } catch {
      setGeocodeFailed(true);
    } finally {
      setGeocoding(false);
    }
  };

  const hasAddress = typeof address === 'string' && address.trim() !== '';
  const shown = marker ?? view.center;
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-center gap-3">
        <Button
          type="button"
          variant="outline"
          disabled={!hasAddress || geocoding}
          onClick={() => void geocode()}
        >
          <LocateFixedIcon aria-hidden="true" />
          <FormattedMessage id="stores.getCoordinates" />
        </Button>
        {geocodeFailed ? (
          <p role="alert" className="text-sm text-destructive">
            <FormattedMessage id="stores.geocodeError" />
          </p>
        ) : null}
      </div>
      <div
        className="relative overflow-hidden rounded-md border bg-[#eef1f4]"
        style={{ height: MAP_HEIGHT }}
        data-testid="store-map"
        data-tiles={tiles ? 'on' : 'plain'}
        role="group"
        aria-label={intl.formatMessage({ id: 'stores.map' })}
      >
        <PigeonMap
          height={MAP_HEIGHT}
          center={view.center}
          zoom={view.zoom}
          provider={tiles && provider ? provider : () => PLAIN_TILE}
          onBoundsChanged={({ center, zoom }) => setView({ center, zoom })}
          onClick={({ latLng }) => place(latLng)}
          attribution={tiles ? undefined : false}
        >
          <Draggable anchor={shown} offset={[16, 32]} onDragEnd={place}>
            <MapPinIcon
              data-testid="store-marker"
              aria-hidden="true"
              className="size-8 fill-primary text-primary-foreground drop-shadow"
            />
          </Draggable>
        </PigeonMap>
        <p className="pointer-events-none absolute bottom-1 left-1 rounded bg-background/90 px-2 py-0.5 text-xs">
          {marker ? (
            <FormattedMessage
              id="stores.markerAt"
              values={{ latitude: rounded(marker[0]), longitude: rounded(marker[1]) }}
            />
          ) : (
            <FormattedMessage id="stores.noMarker" />
          )}
          {tiles ? null : (
            <>
              {' · '}
              <FormattedMessage id="stores.noTiles" />
            </>
          )}
        </p>
      </div>
    </div>
  );
}
