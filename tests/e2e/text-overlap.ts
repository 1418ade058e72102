import type { Page } from 'playwright-core';

// Finds text drawn over other text on a page, as a renter sees it at one scroll position (scanViewport) or all the way
// down (scanPage): HTML text line by line (Range.getClientRects), SVG <text> as a whole, each clipped to the boxes
// that clip it; and any box of the page's content that stays put while the page scrolls (sticky, fixed) over a text.
// The site's own floating header and banners are above the page by design: what lies under them is hidden there.

export type Scan = { texts: number; overlaps: string[] };

/**
 * At the current scroll position: every pair of visible texts whose boxes overlap, and every text under a sticky or
 * fixed box of the page's content. A text's box is clipped to the boxes around it that clip (a scroll box, a map);
 * texts under the site's floating header or banners are hidden there, and looked at from another stop.
 */
function scanViewport(page: Page): Promise<Scan> {
  return page.evaluate(() => {
    type Box = { left: number; top: number; right: number; bottom: number };
    type Text = { node: Node; owner: Element; label: string; box: Box };
    const viewport: Box = { left: 0, top: 0, right: window.innerWidth, bottom: window.innerHeight };
    const intersect = (a: Box, b: Box): Box => ({
      left: Math.max(a.left, b.left),
      top: Math.max(a.top, b.top),
      right: Math.min(a.right, b.right),
      bottom: Math.min(a.bottom, b.bottom),
    });
    const size = (box: Box) => ({ width: box.right - box.left, height: box.bottom - box.top });
    // Screen-reader-only text is a 1 px box: it shows nothing.
    const empty = (box: Box) => size(box).width <= 1 || size(box).height <= 1;

    // The boxes that stay put while the page scrolls: the site's (outside <main>) cover what scrolls under them;
    // the page's own must not cover any text.
    // Found once per page load (every part is drawn by the first scan).
    const cache = window as unknown as { __floating?: Element[] };
    const floating = (cache.__floating ??= [...document.querySelectorAll('body *')].filter((el) => {
      const { position } = getComputedStyle(el);
      return position === 'sticky' || position === 'fixed';
    })).filter((el) => el.checkVisibility());
    const main = document.querySelector('main');
    const siteChrome = floating.filter((el) => !main?.contains(el));
    const pageFloating = floating.filter(
      (el) => main?.contains(el) && !floating.some((o) => o !== el && o.contains(el)),
    );

    const clipCache = new Map<Element, Box>();
    const clipOf = (el: Element): Box => {
      const cached = clipCache.get(el);
      if (cached) return cached;
      let box = viewport;
      const parent = el.parentElement;
      if (parent && parent !== document.body && parent !== document.documentElement) {
        box = clipOf(parent);
        const style = getComputedStyle(parent);
        if (style.overflowX !== 'visible' || style.overflowY !== 'visible') {
          box = intersect(box, parent.getBoundingClientRect());
        }
      }
      clipCache.set(el, box);
      return box;
    };
    const describe = (text: string, owner: Element) =>
      `"${text.replace(/\s+/g, ' ').trim().slice(0, 60)}" <${owner.tagName.toLowerCase()}>`;

    const texts: Text[] = [];
    // A text is clipped by the boxes around it, its own element's included (a line cut short with an ellipsis).
    const textClip = (owner: Element): Box => {
      const style = getComputedStyle(owner);
      const clipping = style.overflowX !== 'visible' || style.overflowY !== 'visible';
      return clipping ? intersect(clipOf(owner), owner.getBoundingClientRect()) : clipOf(owner);
    };
    const add = (node: Node, owner: Element, rect: DOMRect) => {
      const clipped = intersect(rect, textClip(owner));
      if (empty(clipped)) return;
      const chrome = siteChrome.find((el) => el.contains(owner));
      if (!chrome && siteChrome.some((el) => !empty(intersect(clipped, el.getBoundingClientRect())))) return;
      texts.push({ node, owner, label: describe(node.textContent ?? '', owner), box: clipped });
    };
    const visible = (el: Element) => el.checkVisibility({ visibilityProperty: true, opacityProperty: true });

    // SVG text, each <text> as one box (its <tspan>s are part of it).
    for (const el of document.querySelectorAll('svg text')) {
      if (!el.textContent?.trim() || !visible(el)) continue;
      add(el, el, el.getBoundingClientRect());
    }
    // HTML text, line by line.
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const owner = node.parentElement;
      if (!owner || !node.textContent?.trim() || owner.closest('svg, script, style, noscript, template')) continue;
      // The map's attribution line sits on its tiles by design.
      if (owner.closest('.leaflet-control-attribution') || !visible(owner)) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of range.getClientRects()) add(node, owner, rect);
    }

    const overlaps: string[] = [];
    const related = (a: Text, b: Text) =>
      a.node === b.node || a.owner === b.owner || a.owner.contains(b.owner) || b.owner.contains(a.owner);
    texts.sort((a, b) => a.box.top - b.box.top);
    for (let i = 0; i < texts.length; i++) {
      const a = texts[i]!;
      for (let j = i + 1; j < texts.length && texts[j]!.box.top < a.box.bottom; j++) {
        const b = texts[j]!;
        if (related(a, b)) continue;
        const common = size(intersect(a.box, b.box));
        // Lines set tighter than their font's own height touch by a pixel or two; a text drawn over another
        // overlaps it by a good part of a line.
        const lineHeight = Math.min(size(a.box).height, size(b.box).height);
        if (common.width > 2 && common.height > Math.max(2, lineHeight * 0.3)) {
          overlaps.push(`${a.label} overlaps ${b.label} (${Math.round(common.width)}×${Math.round(common.height)} px)`);
        }
      }
    }
    for (const el of pageFloating) {
      const box = el.getBoundingClientRect();
      const name = describe(el.textContent ?? '', el);
      for (const text of texts) {
        // The site's header and banners lie above the page's own floating boxes.
        if (el.contains(text.owner) || siteChrome.some((chrome) => chrome.contains(text.owner))) continue;
        const common = size(intersect(box, text.box));
        if (common.width > 2 && common.height > 2) {
          overlaps.push(`the ${getComputedStyle(el).position} box ${name} covers ${text.label}`);
        }
      }
    }

    // Counted once per text box per page load (the stops overlap).
    const seen = ((window as unknown as { __scannedTexts?: WeakSet<Node> }).__scannedTexts ??= new WeakSet());
    let fresh = 0;
    for (const text of texts) {
      if (seen.has(text.node)) continue;
      seen.add(text.node);
      fresh++;
    }
    return { texts: fresh, overlaps };
  });
}

/** Scans the page top to bottom a screen at a time (less the header), then with each chart in the middle of the screen. */
export async function scanPage(page: Page): Promise<Scan> {
  const stops: number[] = await page.evaluate(() => {
    const header = document.querySelector('header')?.getBoundingClientRect().height ?? 0;
    const step = Math.max(200, window.innerHeight - header - 40);
    const end = document.documentElement.scrollHeight - window.innerHeight;
    const ys: number[] = [];
    for (let y = 0; y < end; y += step) ys.push(y);
    ys.push(end);
    for (const figure of document.querySelectorAll('[data-report-view] figure')) {
      const box = figure.getBoundingClientRect();
      ys.push(Math.max(0, Math.round(box.top + window.scrollY + box.height / 2 - window.innerHeight / 2)));
    }
    return ys;
  });
  let texts = 0;
  const overlaps = new Set<string>();
  for (const y of stops) {
    // Two frames for the page to draw at its new position; a frame that never comes (seen as a test stalled until
    // its limit) is waited for a second at most, as in scrollThrough.
    await page.evaluate(
      (top) =>
        new Promise((resolve) => {
          window.scrollTo(0, top);
          requestAnimationFrame(() => requestAnimationFrame(resolve));
          setTimeout(resolve, 1_000);
        }),
      y,
    );
    const scan = await scanViewport(page);
    texts += scan.texts;
    for (const overlap of scan.overlaps) overlaps.add(`${overlap} (scrolled to ${y} px)`);
  }
  return { texts, overlaps: [...overlaps] };
}
