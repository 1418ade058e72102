import { expect } from 'vitest';
import { GeocoderError } from '#server/providers/geocoder/geocoder-port';

/** Awaits a geocoding call that must fail, asserts it failed with a GeocoderError, and returns that error. */
export async function geocoderFailure(promise: Promise<unknown>): Promise<GeocoderError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(GeocoderError);
  return error as GeocoderError;
}
