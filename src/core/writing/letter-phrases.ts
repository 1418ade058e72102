import { formatSqft, formatUsd } from '../primitives/format';
import type { LetterComp, LetterFacts } from './negotiation-letter';
import { roundTo } from '../primitives/round';
import { isFigure, oneLine } from './writer-text';

// The English words the negotiation letter's phrasebook (letter-writer.ts) builds its sentences from: the unit, a
// comparable, a street, a distance, a percent.

function bedroomsLabel(bedrooms: string | null): string | null {
  if (bedrooms === null) return null;
  const b = bedrooms.trim();
  if (b === '0') return 'Studio';
  if (b === '1') return '1 bedroom';
  return /^\d+\+?$/.test(b) ? `${b} bedrooms` : null;
}

/** 'this 2-bedroom, 850 sq ft unit' or 'this 450 sq ft studio'. */
export function unitPhrase(facts: LetterFacts): string {
  const size = isFigure(facts.subjectSqft) && facts.subjectSqft > 0 ? `${formatSqft(facts.subjectSqft)} sq ft` : null;
  const b = facts.bedrooms.trim();
  if (b === '0') return size ? `this ${size} studio` : 'this studio';
  const beds = /^\d+$/.test(b) ? `${b}-bedroom` : /^\d+\+$/.test(b) ? `${b} bedroom` : null;
  const described = [beds, size].filter((part) => part !== null).join(', ');
  return described ? `this ${described} unit` : 'this unit';
}

/** The first part of an address: '123 Main St'. */
export function street(address: string): string {
  return oneLine(address).split(',')[0]?.trim() || oneLine(address);
}

function miles(distance: number): string {
  return `${roundTo(distance, 1).toFixed(1)} mi`;
}

export function percentText(value: number): string {
  return `${roundTo(value, 1)}%`;
}

/** '123 Oak St, Springfield, IL: $1,700 a month, 2 bedrooms, 800 sq ft, 0.4 mi away' (or the compact email form). */
export function compText(comp: LetterComp, full: boolean): string {
  const parts = [
    full ? `${formatUsd(comp.rent)} a month` : formatUsd(comp.rent),
    bedroomsLabel(comp.bedrooms),
    isFigure(comp.sqft) && comp.sqft > 0 ? `${formatSqft(comp.sqft)} sq ft` : null,
    isFigure(comp.distanceMiles) ? (full ? `${miles(comp.distanceMiles)} away` : miles(comp.distanceMiles)) : null,
  ].filter((part): part is string => part !== null);
  return full ? `${oneLine(comp.address)}: ${parts.join(', ')}` : `${street(comp.address)} (${parts.join(', ')})`;
}
