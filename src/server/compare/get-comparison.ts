import type { Logger } from 'pino';
import { COMPARE_MAP_ZOOM } from '#core/constants';
import { mapCentre, type LatLng } from '#core/compare/map-centre';
import { hasCoordinates } from '#core/report/report-charts';
import type { Database } from '../db/client';
import type { Geocoder } from '../providers/geocoder/geocoder-port';
import type { CompareView } from '#core/api/compare';
import { loadComparedReports, type ComparedRow } from './load-compared-reports';
import { toCompareProperties } from './to-compare-property';

/**
 * Where a report sits on the map: the point its run stored, else the geocoder's answer now. A geocoding failure is
 * only logged and the property is left off the map (docs/product.md#compare-map); it stays in the table.
 */
async function locate(row: ComparedRow, geocoder: Geocoder, logger: Logger): Promise<LatLng | null> {
  if (hasCoordinates(row.latitude, row.longitude)) return { lat: row.latitude as number, lng: row.longitude as number };
  try {
    const point = await geocoder.geocode({
      streetAddress: row.streetAddress,
      city: row.city,
      state: row.state,
      zipCode: row.zipCode,
    });
    if (point) return { lat: point.latitude, lng: point.longitude };
    logger.warn(
      { reportId: row.id, geocoder: geocoder.name },
      'compare map: address not found; property left off the map',
    );
  } catch (error) {
    logger.warn(
      { err: error, reportId: row.id, geocoder: geocoder.name },
      'compare map: geocoding failed; property left off the map',
    );
  }
  return null;
}

/** GET/POST /api/compare: the renter's own reports for the ids, in order, placed on the map. */
export async function getComparison(options: {
  db: Database;
  userId: string;
  ids: readonly string[];
  geocoder: Geocoder;
  logger: Logger;
}): Promise<CompareView> {
  const rows = await loadComparedReports(options);
  const locations = await Promise.all(rows.map((row) => locate(row, options.geocoder, options.logger)));
  const properties = toCompareProperties(rows, locations);
  const points = properties.flatMap((property) => (property.location ? [property.location] : []));
  return { properties, map: { centre: mapCentre(points), zoom: COMPARE_MAP_ZOOM } };
}
