import { formatSqft, formatUsd } from '../primitives/format';
import {
  letterComps,
  proposedRentOf,
  type LetterComp,
  type LetterFacts,
  type LetterRequest,
  type LetterTone,
} from './negotiation-letter';
import { roundTo } from '../primitives/round';
import { isFigure, oneLine } from './writer-text';

// What the built-in negotiation letter writer (letter-writer.ts) builds its sentences from: the request's figures
// worked out once (Figures), and the words for them (the unit, a comparable, a distance, a percent).

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

function street(address: string): string {
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

/** One request's figures, worked out once for every sentence of the letter. */
export interface Figures {
  facts: LetterFacts;
  tone: LetterTone;
  renewal: boolean;
  asking: string;
  proposed: string;
  proposedValue: number;
  lower: boolean;
  aboveMarket: boolean;
  comps: LetterComp[];
  /** Renewal: 'from $2,100 to $2,300 a month, an increase of $200 (9.5%)', null when unknown or not a raise. */
  increase: string | null;
  street: string;
}

export function figuresFor(facts: LetterFacts, request: LetterRequest): Figures {
  const proposedValue = proposedRentOf(facts, request);
  const current = facts.currentRent;
  const raise = isFigure(current) && current > 0 && facts.askingRent > current ? facts.askingRent - current : null;
  return {
    facts,
    tone: request.tone,
    renewal: facts.kind === 'renewal',
    asking: formatUsd(facts.askingRent),
    proposed: formatUsd(proposedValue),
    proposedValue,
    lower: proposedValue < facts.askingRent,
    aboveMarket: facts.askingRent > facts.expectedRent,
    comps: letterComps(facts),
    increase:
      raise !== null && isFigure(current)
        ? `from ${formatUsd(current)} to ${formatUsd(facts.askingRent)} a month, an increase of ${formatUsd(raise)} (${percentText((raise / current) * 100)})`
        : null,
    street: street(facts.address),
  };
}
