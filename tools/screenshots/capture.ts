// Captures the product screenshots used on the landing, Learn More and How to Use pages: real screens of our own
// production build with sample market data, written as JPEGs to src/web/public/images/, then their thumbnails
// (AVIF, WebP and JPEG at the widths the pages show them) to src/web/public/images/thumbnails/ (thumbnails.ts).
//
//   npx vite build && node --import tsx tools/screenshots/capture.ts
//
// It starts the production server on a fresh embedded database (as tests/e2e/global-setup.ts does), signs a renter up,
// buys the 30-day pass through the built-in test checkout (no card is charged), runs a few reports and photographs
// them in Debian's Chromium. Map tiles are answered with a plain light tile: the machine is offline, and a made-up map
// would misrepresent the product.
import { startProductionServer, stopProductionServer } from '../../tests/helpers/production-server';
import { existsSync, mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { formatWritten, writeThumbnails } from './thumbnails';

const OUT_DIR = path.resolve('src/web/public/images');
/** Each image stays small enough for a phone on a slow connection. */
const MAX_BYTES = 150 * 1024;
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

type Listing = {
  street: string;
  city: string;
  state: string;
  zip: string;
  rent: string;
  beds: string;
  baths: string;
  sqft: string;
  quality: string;
  amenities: string;
};

const LISTINGS: readonly Listing[] = [
  // Rents near what the sample market data gives these places, so the screenshots show a spread of scores.
  {
    street: '2100 E 6th St',
    city: 'Austin',
    state: 'TX',
    zip: '78702',
    rent: '925',
    beds: '2',
    baths: '1',
    sqft: '900',
    quality: '2.5',
    amenities: '2',
  },
  {
    street: '1600 S Congress Ave',
    city: 'Austin',
    state: 'TX',
    zip: '78704',
    rent: '1295',
    beds: '2',
    baths: '2',
    sqft: '1050',
    quality: '3',
    amenities: '2.5',
  },
  {
    street: '4500 Duval St',
    city: 'Austin',
    state: 'TX',
    zip: '78751',
    rent: '840',
    beds: '1',
    baths: '1',
    sqft: '720',
    quality: '2',
    amenities: '1.5',
  },
];

// ---- a plain map tile in the colour of an empty map ----
const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buf: Buffer): number {
  let c = 0xffffffff;
  for (const byte of buf) c = (CRC_TABLE[(c ^ byte) & 0xff] as number) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}
/** A square PNG of one colour at the tile's real size: a stretched 1px image blurs at its edges into seams. */
function solidPng(size: number, r: number, g: number, b: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: size }, () => [r, g, b]).flat())]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', deflateSync(Buffer.concat(Array.from({ length: size }, () => row)))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}
// Leaflet's own background grey, so tiles and the area around them read as one empty map.
const TILE = solidPng(256, 0xdd, 0xdd, 0xdd);

async function newContext(
  browser: Browser,
  baseURL: string,
  viewport: { width: number; height: number },
  deviceScaleFactor = 1,
) {
  const context = await browser.newContext({ viewport, deviceScaleFactor, baseURL, reducedMotion: 'reduce' });
  await context.route('https://*.tile.openstreetmap.org/**', (route) =>
    route.fulfill({ body: TILE, contentType: 'image/png' }),
  );
  await context.route('https://tile.openstreetmap.org/**', (route) =>
    route.fulfill({ body: TILE, contentType: 'image/png' }),
  );
  return context;
}

// ---- the renter's journey ----
async function signUp(page: Page) {
  await page.goto('/signup');
  await page.getByLabel('First Name').fill('Jordan');
  await page.getByLabel('Last Name').fill('Rivera');
  await page.getByLabel('Email').fill(`jordan.${Date.now().toString(36)}@example.com`);
  await page.getByLabel('City').fill('Austin');
  await page.getByLabel('State').selectOption('TX');
  await page.getByLabel('Password', { exact: true }).fill('correct horse 1');
  await page.getByLabel('Confirm Password').fill('correct horse 1');
  await page.getByRole('checkbox', { name: /I agree to the Terms of Use/ }).check();
  const widget = page.locator('altcha-widget');
  await widget.locator('label').click();
  await widget.locator('.altcha[data-state="verified"]').waitFor({ timeout: 60_000 });
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.getByRole('heading', { name: 'Account Created!' }).waitFor();
}

/** The 30-day pass through the built-in test checkout, so the renter can run several reports and compare them. */
async function buyThirtyDayPass(page: Page) {
  await page.goto('/account');
  await page.getByRole('button', { name: 'Upgrade Plan' }).click();
  await page
    .getByRole('dialog', { name: 'Upgrade Your Plan' })
    .getByRole('button', { name: 'Buy 30-Day Access' })
    .click();
  await page.waitForURL(/\/checkout\/test\//);
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Name on card').fill('Jordan Rivera');
  await page.getByRole('button', { name: /^Pay \$/ }).click();
  await page.getByText('Your 30-Day Unlimited Access plan has been activated!').waitFor({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Start Exploring' }).click();
}

async function fillListing(page: Page, listing: Listing) {
  await page.getByRole('button', { name: 'Enter address manually' }).click();
  await page.getByLabel('Street Address').fill(listing.street);
  await page.getByLabel('City').fill(listing.city);
  await page.getByLabel('State').selectOption(listing.state);
  await page.getByLabel('Zip Code').fill(listing.zip);
  await page.getByLabel('Listing URL').fill('https://www.example.com/listings/2100-e-6th-st-unit-204');
  await page.getByLabel('Rent', { exact: true }).fill(listing.rent);
  await page.getByLabel('Bedrooms').selectOption(listing.beds);
  await page.getByLabel('Baths').selectOption(listing.baths);
  await page.getByLabel('Sq/ft').fill(listing.sqft);
  await page.getByLabel('Property Type').selectOption('apartment');
  await page.getByLabel('Condition/Quality').selectOption(listing.quality);
  await page.getByLabel('Amenities/Features').selectOption(listing.amenities);
}

/** Posts a report from inside the page (same origin, the renter's session cookie). */
async function runReportViaApi(page: Page, listing: Listing): Promise<string> {
  const form = {
    propertyUrl: '',
    streetAddress: listing.street,
    city: listing.city,
    state: listing.state,
    zipCode: listing.zip,
    buildingType: 'apartment',
    rentAmount: listing.rent,
    bedrooms: listing.beds,
    baths: listing.baths,
    sqFt: listing.sqft,
    qualityLevel: listing.quality,
    amenitiesLevel: listing.amenities,
  };
  return page.evaluate(async (body) => {
    const res = await fetch('/api/reports', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (res.status !== 201) throw new Error(`report failed: ${res.status} ${await res.text()}`);
    return ((await res.json()) as { report: { id: string } }).report.id;
  }, form);
}

async function reportShown(page: Page) {
  for (const name of ['Value Score', 'Price vs Expected Range', 'Comparable Rentals']) {
    await page.getByRole('heading', { level: 2, name, exact: true }).waitFor({ timeout: 30_000 });
  }
  await settle(page);
}

/** Lets charts animate in, lazy images arrive and the map's loading cover go. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page
    .waitForFunction(
      () => ![...document.querySelectorAll('body *')].some((el) => el.textContent === 'Loading Map...'),
      null,
      { timeout: 15_000 },
    )
    .catch(() => {});
  // Every map tile in and faded up, so no half-drawn row shows as a seam.
  await page
    .waitForFunction(
      () =>
        [...document.querySelectorAll('img.leaflet-tile')].every((img) =>
          img.classList.contains('leaflet-tile-loaded'),
        ),
      null,
      { timeout: 10_000 },
    )
    .catch(() => {});
  await page.waitForTimeout(1200);
}

async function save(
  page: Page,
  name: string,
  options: { fullPage?: boolean; clipHeight?: number; quality?: number } = {},
) {
  const file = path.join(OUT_DIR, name);
  const viewport = page.viewportSize() ?? DESKTOP;
  let quality = options.quality ?? 72;
  for (;;) {
    await page.screenshot({
      path: file,
      type: 'jpeg',
      quality,
      fullPage: options.fullPage ?? false,
      ...(options.clipHeight
        ? { fullPage: true, clip: { x: 0, y: 0, width: viewport.width, height: options.clipHeight } }
        : {}),
      animations: 'disabled',
      caret: 'hide',
    });
    const bytes = statSync(file).size;
    if (bytes <= MAX_BYTES || quality <= 40) {
      process.stdout.write(`${name}: ${Math.round(bytes / 1024)} KB (quality ${quality})\n`);
      return;
    }
    quality -= 6;
  }
}

async function capture(browser: Browser, baseUrl: string) {
  const desktop: BrowserContext = await newContext(browser, baseUrl, DESKTOP);
  const page = await desktop.newPage();
  await signUp(page);
  await buyThirtyDayPass(page);

  // 1. The research form, filled in.
  await page.goto('/research');
  await page.getByRole('button', { name: 'Get My Rental Value Report' }).waitFor();
  await fillListing(page, LISTINGS[0] as Listing);
  await page.locator('body').click({ position: { x: 5, y: 5 } });
  await settle(page);
  await save(page, 'research-form.jpg', { clipHeight: 1100 });

  // 2. Its report on a desktop screen.
  await page.getByRole('button', { name: 'Get My Rental Value Report' }).click();
  await reportShown(page);
  await page
    .getByRole('link', { name: /2100 E 6th St/ })
    .first()
    .click();
  await page.waitForURL(/\/report\/[0-9a-f-]{36}$/);
  const reportUrl = page.url();
  await reportShown(page);
  // The top of the report down to the size chart: score, range and evaluation stay readable within the size budget.
  await save(page, 'report-desktop.jpg', { clipHeight: 2350 });

  // 3. Two more reports, then all three compared.
  const firstId = reportUrl.split('/').pop() as string;
  const ids = [
    firstId,
    await runReportViaApi(page, LISTINGS[1] as Listing),
    await runReportViaApi(page, LISTINGS[2] as Listing),
  ];
  await page.goto(`/compare?ids=${ids.join(',')}`);
  await page.getByRole('table').waitFor({ timeout: 30_000 });
  await settle(page);
  await save(page, 'compare-desktop.jpg', { fullPage: true });

  // 4. The signed-in home: history and dashboard.
  await page.goto('/');
  await page.getByRole('heading', { level: 1 }).waitFor();
  await settle(page);
  await save(page, 'home-dashboard.jpg', { clipHeight: 1000 });

  // 5. The report on a phone (the same session).
  const phone = await newContext(browser, baseUrl, PHONE, 2);
  await phone.addCookies(await desktop.cookies());
  const phonePage = await phone.newPage();
  await phonePage.goto(reportUrl);
  await reportShown(phonePage);
  // The Value Score at the top of the screen, as a renter sees it after the heading.
  await phonePage.getByRole('heading', { level: 2, name: 'Value Score', exact: true }).evaluate((el) => {
    window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 90);
  });
  await phonePage.waitForTimeout(500);
  await save(phonePage, 'report-phone.jpg');
  await phone.close();
  await desktop.close();
}

if (!existsSync('dist/web/index.html')) throw new Error('Build the web app first: npx vite build');
mkdirSync(OUT_DIR, { recursive: true });
const dataDir = mkdtempSync(path.join(tmpdir(), 'rv-shots-'));
const { child, url } = await startProductionServer(dataDir, { ALTCHA_COST: '1000' });
let browser: Browser | undefined;
try {
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'],
  });
  await capture(browser, url);
} finally {
  await browser?.close();
  await stopProductionServer(child);
  rmSync(dataDir, { recursive: true, force: true });
}
process.stdout.write(formatWritten(await writeThumbnails(OUT_DIR)));
