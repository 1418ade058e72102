import { startHttpStandIn, type HttpStandIn } from './http-stand-in';

/** A Census geocoder stand-in that holds its answers while held: a report run waits there, in progress. */
export interface HeldGeocoder {
  standIn: HttpStandIn;
  /** CENSUS_GEOCODER_URL for the server. */
  url: string;
  hold(): void;
  release(): void;
}

export async function startHeldGeocoder(): Promise<HeldGeocoder> {
  let gate: Promise<void> = Promise.resolve();
  let open: () => void = () => {};
  const standIn = await startHttpStandIn(async () => {
    await gate;
    // No match: the run places the address at its ZIP code's centre and goes on.
    return { json: { result: { input: {}, addressMatches: [] } } };
  });
  return {
    standIn,
    url: `${standIn.origin}/geocoder`,
    hold: () => {
      gate = new Promise((resolve) => (open = resolve));
    },
    release: () => open(),
  };
}
