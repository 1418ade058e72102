import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A 1x1 grey PNG: every map tile of the browser tests (no network in tests). */
const TILE_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mO8e/fufwAIyQOXgDhDMAAAAABJRU5ErkJggg==',
  'base64',
);

export type TileServer = { server: Server; /** The Leaflet URL template, for MAP_TILE_URL. */ url: string };

/**
 * A stand-in for the map's tile server on a free loopback port, answering every tile with TILE_PNG. The servers of the
 * browser tests are pointed at it with MAP_TILE_URL (a setting a deployment with its own tile server uses too), so the
 * browser fetches tiles over HTTP as it would from OpenStreetMap, without the tests intercepting its requests (which
 * doubled the time of every page load).
 */
export async function startTileServer(): Promise<TileServer> {
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'image/png', 'cache-control': 'public, max-age=86400' });
    res.end(TILE_PNG);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/{z}/{x}/{y}.png` };
}

export function stopTileServer(tiles: TileServer): Promise<void> {
  const closed = new Promise<void>((resolve) => tiles.server.close(() => resolve()));
  tiles.server.closeAllConnections();
  return closed;
}
