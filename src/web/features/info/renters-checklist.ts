// The renter's checklist (docs/product.md#renters-checklist): what to check before, during and after a viewing. Item
// ids are stored in the browser when ticked, so they must stay stable when the wording changes; they never depend on
// the wording or the language, so ticks made on the English page show on the Spanish one and back.

/** A section of the list; its title and its items' texts are message ids of info/messages (docs/i18n.md). */
export interface ChecklistSection {
  readonly id: string;
  readonly titleId: string;
  readonly items: readonly { readonly id: string; readonly textId: string }[];
}

export const CHECKLIST_STORAGE_KEY = 'rv-renters-checklist';

export const CHECKLIST: readonly ChecklistSection[] = [
  {
    id: 'before',
    titleId: 'info.checklist.before.title',
    items: [
      { id: 'budget', textId: 'info.checklist.before.budget' },
      { id: 'report', textId: 'info.checklist.before.report' },
      { id: 'real-listing', textId: 'info.checklist.before.realListing' },
      { id: 'landlord', textId: 'info.checklist.before.landlord' },
      { id: 'rights', textId: 'info.checklist.before.rights' },
      { id: 'documents', textId: 'info.checklist.before.documents' },
      { id: 'commute', textId: 'info.checklist.before.commute' },
    ],
  },
  {
    id: 'unit',
    titleId: 'info.checklist.unit.title',
    items: [
      { id: 'water', textId: 'info.checklist.unit.water' },
      { id: 'plumbing', textId: 'info.checklist.unit.plumbing' },
      { id: 'climate', textId: 'info.checklist.unit.climate' },
      { id: 'windows', textId: 'info.checklist.unit.windows' },
      { id: 'doors', textId: 'info.checklist.unit.doors' },
      { id: 'detectors', textId: 'info.checklist.unit.detectors' },
      { id: 'electrical', textId: 'info.checklist.unit.electrical' },
      { id: 'appliances', textId: 'info.checklist.unit.appliances' },
      { id: 'damp', textId: 'info.checklist.unit.damp' },
      { id: 'pests', textId: 'info.checklist.unit.pests' },
      { id: 'signal', textId: 'info.checklist.unit.signal' },
      { id: 'storage', textId: 'info.checklist.unit.storage' },
      { id: 'noise', textId: 'info.checklist.unit.noise' },
      { id: 'light', textId: 'info.checklist.unit.light' },
      { id: 'photos', textId: 'info.checklist.unit.photos' },
    ],
  },
  {
    id: 'building',
    titleId: 'info.checklist.building.title',
    items: [
      { id: 'laundry', textId: 'info.checklist.building.laundry' },
      { id: 'parking', textId: 'info.checklist.building.parking' },
      { id: 'packages', textId: 'info.checklist.building.packages' },
      { id: 'common-areas', textId: 'info.checklist.building.commonAreas' },
      { id: 'trash', textId: 'info.checklist.building.trash' },
      { id: 'neighborhood', textId: 'info.checklist.building.neighborhood' },
    ],
  },
  {
    id: 'questions',
    titleId: 'info.checklist.questions.title',
    items: [
      { id: 'utilities', textId: 'info.checklist.questions.utilities' },
      { id: 'move-in-costs', textId: 'info.checklist.questions.moveInCosts' },
      { id: 'repairs', textId: 'info.checklist.questions.repairs' },
      { id: 'increases', textId: 'info.checklist.questions.increases' },
      { id: 'lease-length', textId: 'info.checklist.questions.leaseLength' },
      { id: 'pets', textId: 'info.checklist.questions.pets' },
      { id: 'guests', textId: 'info.checklist.questions.guests' },
      { id: 'insurance', textId: 'info.checklist.questions.insurance' },
    ],
  },
  {
    id: 'signing',
    titleId: 'info.checklist.signing.title',
    items: [
      { id: 'read-lease', textId: 'info.checklist.signing.readLease' },
      { id: 'in-writing', textId: 'info.checklist.signing.inWriting' },
      { id: 'deposit-terms', textId: 'info.checklist.signing.depositTerms' },
      { id: 'rent-terms', textId: 'info.checklist.signing.rentTerms' },
      { id: 'entry', textId: 'info.checklist.signing.entry' },
      { id: 'traceable', textId: 'info.checklist.signing.traceable' },
      { id: 'copy', textId: 'info.checklist.signing.copy' },
    ],
  },
  {
    id: 'move-in',
    titleId: 'info.checklist.moveIn.title',
    items: [
      { id: 'move-in-photos', textId: 'info.checklist.moveIn.photos' },
      { id: 'move-in-report', textId: 'info.checklist.moveIn.report' },
      { id: 'locks', textId: 'info.checklist.moveIn.locks' },
      { id: 'meters', textId: 'info.checklist.moveIn.meters' },
      { id: 'services', textId: 'info.checklist.moveIn.services' },
      { id: 'emergency', textId: 'info.checklist.moveIn.emergency' },
    ],
  },
];

export const CHECKLIST_ITEM_IDS: readonly string[] = CHECKLIST.flatMap((section) =>
  section.items.map((item) => `${section.id}.${item.id}`),
);

/** The ticked items from storage: only ids still on the list; anything unreadable counts as nothing ticked. */
export function parseTicks(raw: string | null): Set<string> {
  if (!raw) return new Set();
  try {
    const value: unknown = JSON.parse(raw);
    const ticked =
      typeof value === 'object' && value !== null && 'ticked' in value ? (value as { ticked: unknown }).ticked : null;
    if (!Array.isArray(ticked)) return new Set();
    const known = new Set(CHECKLIST_ITEM_IDS);
    return new Set(ticked.filter((id): id is string => typeof id === 'string' && known.has(id)));
  } catch {
    return new Set();
  }
}

export function serializeTicks(ticked: ReadonlySet<string>): string {
  return JSON.stringify({ ticked: CHECKLIST_ITEM_IDS.filter((id) => ticked.has(id)) });
}
