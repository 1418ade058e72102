// The renter's checklist (docs/product.md#renters-checklist): what to check before, during and after a viewing. Item
// ids are stored in the browser when ticked, so they must stay stable when the wording changes.

export interface ChecklistSection {
  readonly id: string;
  readonly title: string;
  readonly items: readonly { readonly id: string; readonly text: string }[];
}

export const CHECKLIST_STORAGE_KEY = 'rv-renters-checklist';

export const CHECKLIST: readonly ChecklistSection[] = [
  {
    id: 'before',
    title: 'Before the viewing',
    items: [
      {
        id: 'budget',
        text: 'Worked out my budget: income of about 2.5 to 3 times the rent, plus utilities and insurance',
      },
      { id: 'report', text: 'Ran a Rental Value Report to see if the asking rent is fair' },
      {
        id: 'real-listing',
        text: 'Checked the listing is real: no money asked before a viewing, the address exists, the photos match',
      },
      { id: 'landlord', text: 'Looked up the landlord or management company and its reviews' },
      { id: 'rights', text: "Read my state's tenant rules (deposit limits, notice periods)" },
      { id: 'documents', text: 'Gathered photo ID, pay stubs, bank statements and references' },
      { id: 'commute', text: 'Tried the commute at rush hour' },
    ],
  },
  {
    id: 'unit',
    title: 'At the viewing: the unit',
    items: [
      { id: 'water', text: 'Hot water comes quickly and the water pressure is good in the shower and sinks' },
      { id: 'plumbing', text: 'Toilets flush properly; sinks and tub drain; no leaks under the sinks' },
      { id: 'climate', text: 'Heating and air conditioning both work' },
      { id: 'windows', text: 'Windows open, close and lock; screens are intact' },
      { id: 'doors', text: 'Entry door has a deadbolt; doors close and lock' },
      { id: 'detectors', text: 'Smoke and carbon monoxide detectors are installed and work' },
      { id: 'electrical', text: 'Outlets and lights work; enough outlets where I need them' },
      { id: 'appliances', text: 'Fridge, stove, oven, dishwasher and microwave work' },
      { id: 'damp', text: 'No mold, musty smell or water stains on ceilings and walls' },
      { id: 'pests', text: 'No signs of pests: droppings, traps, bugs or chewed cables' },
      { id: 'signal', text: 'Phone signal is good in every room; internet providers are available' },
      { id: 'storage', text: 'Enough closet and storage space' },
      { id: 'noise', text: 'Noise from neighbors, the street and the building is bearable' },
      { id: 'light', text: 'Enough natural light' },
      { id: 'photos', text: 'Took photos of each room and of any damage' },
    ],
  },
  {
    id: 'building',
    title: 'At the viewing: the building and area',
    items: [
      { id: 'laundry', text: 'Laundry in the unit or the building (and what it costs)' },
      { id: 'parking', text: 'Parking: where, how much, and for how many cars' },
      { id: 'packages', text: 'Mail and packages are delivered somewhere secure' },
      { id: 'common-areas', text: 'Hallways, stairs and entrances are clean, lit and secure' },
      { id: 'trash', text: 'Trash and recycling: where and when' },
      { id: 'neighborhood', text: 'Walked the block: groceries, transit, and how it feels in the evening' },
    ],
  },
  {
    id: 'questions',
    title: 'Questions to ask',
    items: [
      { id: 'utilities', text: 'Which utilities are included, and what the others usually cost each month' },
      { id: 'move-in-costs', text: 'Total move-in cost: deposit, fees, first (and last) month' },
      { id: 'repairs', text: 'How to request repairs, and how quickly they are made' },
      { id: 'increases', text: 'How much the rent has gone up at past renewals' },
      { id: 'lease-length', text: 'Lease length, and the cost of ending it early' },
      { id: 'pets', text: 'Pet policy, pet deposit and pet rent' },
      { id: 'guests', text: 'Rules on guests, roommates and subletting' },
      { id: 'insurance', text: "Whether renter's insurance is required" },
    ],
  },
  {
    id: 'signing',
    title: 'Before you sign',
    items: [
      { id: 'read-lease', text: 'Read the whole lease, including the small print' },
      { id: 'in-writing', text: 'Every promise (repairs, rent discount, parking) is written into the lease' },
      { id: 'deposit-terms', text: 'The deposit amount, what can be deducted, and when it is returned are stated' },
      { id: 'rent-terms', text: 'Rent, due date, grace period, late fees and how to pay are clear' },
      { id: 'entry', text: 'How much notice the landlord gives before entering' },
      { id: 'traceable', text: 'Paying by a traceable method, never by wire transfer or gift card' },
      { id: 'copy', text: 'Got a copy of the lease signed by both sides' },
    ],
  },
  {
    id: 'move-in',
    title: 'Move-in day',
    items: [
      { id: 'move-in-photos', text: 'Took dated photos or a video of every room before unpacking' },
      { id: 'move-in-report', text: 'Filled in a move-in condition report and sent a copy to the landlord' },
      { id: 'locks', text: 'Asked whether the locks were changed since the last tenant' },
      { id: 'meters', text: 'Noted the meter readings' },
      { id: 'services', text: 'Set up electricity, gas, internet and renter’s insurance in my name' },
      { id: 'emergency', text: 'Saved the landlord’s emergency contact and know where the water shut-off is' },
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
