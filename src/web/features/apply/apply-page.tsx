import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../../components/button-styles';
import { paths } from '../../lib/paths';
import { InfoPage, textLinkClass } from '../../components/info-page';

// Over 250 lines as content: the guide's five sections and their steps, one list the page renders.

// /apply: the step-by-step rental application guide, in the five sections and order of docs/product.md#apply-guide.

type GuideSection = {
  id: string;
  title: string;
  lead: ReactNode;
  tips: readonly { title: string; text: ReactNode }[];
};

function PageLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className={textLinkClass}>
      {children}
    </Link>
  );
}

const APPLY_SECTIONS: readonly GuideSection[] = [
  {
    id: 'get-prepared',
    title: 'Get Prepared',
    lead: 'Good rentals go fast. Having your budget, documents and money ready means you can apply the day you find the right place.',
    tips: [
      {
        title: 'Set your budget',
        text: (
          <>
            Many landlords want a household income of 2.5 to 3 times the monthly rent. Work out your range with the{' '}
            <PageLink to={paths.affordabilityCalculator}>Rent Affordability Calculator</PageLink>, then add utilities,
            renter's insurance, parking and any pet rent to see the real monthly cost.
          </>
        ),
      },
      {
        title: 'Check your credit',
        text: 'Get your free credit reports from the three bureaus at AnnualCreditReport.com and dispute any errors before you apply. If your credit is thin or damaged, line up a co-signer or be ready to offer a larger deposit where your state allows it.',
      },
      {
        title: 'Gather your documents',
        text: 'Keep digital copies of a photo ID, your last two or three pay stubs (or an offer letter), two months of bank statements, tax returns or 1099s if you are self-employed, and the names and phone numbers of past landlords and your employer. Pet owners: add vaccination records and a photo.',
      },
      {
        title: 'Have the move-in money ready',
        text: 'Expect application fees (often $25 to $75 per adult, and capped in some states), a security deposit (commonly one month of rent; many states set a maximum), and the first month of rent. Some landlords also ask for the last month up front.',
      },
    ],
  },
  {
    id: 'do-the-research',
    title: 'Do The Research',
    lead: 'Know what a fair rent looks like before you fall in love with a place, and make sure the listing and the landlord are real.',
    tips: [
      {
        title: 'Check the rent against the market',
        text: (
          <>
            Run a <PageLink to={paths.research}>Rental Value Report</PageLink> for each listing on your shortlist. It
            compares the asking rent with similar rentals nearby from the past 12 months and gives it a Value Score from
            1 to 10. Put your favorites side by side on the <PageLink to={paths.compare}>Compare</PageLink> page.
          </>
        ),
      },
      {
        title: 'Spot rental scams',
        text: 'Be wary of a rent far below similar units, a landlord who cannot show the inside, pressure to decide today, or requests to pay by wire transfer, gift card or cryptocurrency. Never pay a deposit for a place you have not seen or for a lease you have not read.',
      },
      {
        title: 'Look up the landlord',
        text: "Search the owner's or management company's name with words like reviews and complaints. Your county's property records show who owns the building. Ask current tenants, if you meet any, how repairs are handled.",
      },
      {
        title: 'Know your rights',
        text: (
          <>
            Deposit limits, notice periods and repair duties differ by state and city. Find your state's official
            resources in our <PageLink to={paths.tenantRights}>State-Level Tenant Rights</PageLink> directory.
          </>
        ),
      },
      {
        title: 'Test the location',
        text: 'Try the commute at rush hour, walk the block in the evening, and check how far the grocery store, laundromat and transit stop really are.',
      },
    ],
  },
  {
    id: 'visit-in-person',
    title: 'Visit In-Person',
    lead: 'Photos can hide a lot. A viewing is your chance to check the unit itself, ask questions, and meet the people you would be dealing with.',
    tips: [
      {
        title: 'Bring a checklist',
        text: (
          <>
            Print our <PageLink to={paths.rentersChecklist}>Renter's Checklist</PageLink> and tick things off as you go,
            so you can compare places fairly afterwards.
          </>
        ),
      },
      {
        title: 'Test everything',
        text: 'Run the hot water and check the water pressure, flush the toilet, open and lock the windows, try the heating and air conditioning, the stove and the fridge, and check your phone signal in each room.',
      },
      {
        title: 'Look for warning signs',
        text: 'Water stains on ceilings, mold in the bathroom or under sinks, droppings or traps (pests), musty smells, broken smoke detectors, and doors or windows that do not lock.',
      },
      {
        title: 'Ask the right questions',
        text: 'Which utilities are included? How are repairs requested, and how fast are they done? How much has the rent gone up at renewal in past years? What are the rules for pets, guests, parking and laundry? When is the unit available?',
      },
      {
        title: 'Take photos and notes',
        text: 'Photos of each room help you remember which place was which, and anything damaged now should be fixed, or noted in writing, before you move in.',
      },
    ],
  },
  {
    id: 'negotiate-with-data',
    title: 'Negotiate with Data',
    lead: 'Rent is often negotiable, especially when the numbers are on your side. A polite offer backed by comparable rentals is hard to dismiss.',
    tips: [
      {
        title: 'Lead with the comparables',
        text: 'If your Rental Value Report shows the asking rent above the expected range, share the report or name two or three of its comparable rentals: similar size and condition, nearby, for less. Facts work better than "it seems expensive".',
      },
      {
        title: 'Ask for something specific',
        text: 'A lower monthly rent, a free first month, waived application or amenity fees, included parking, or repairs finished before you move in. Landlords who will not lower the rent often agree to one of these.',
      },
      {
        title: 'Use timing',
        text: 'Demand is lower in late fall and winter, and a unit that has sat empty for weeks costs the landlord money every day. Ask how long it has been available.',
      },
      {
        title: 'Offer something back',
        text: "A longer lease, a flexible move-in date, a complete application with strong references, or automatic payments all reduce the landlord's risk and are worth something to them.",
      },
      {
        title: 'Get it in writing',
        text: 'Whatever you agree, make sure it is written into the lease or a signed addendum before you pay anything. A promise made in a hallway is hard to enforce.',
      },
    ],
  },
  {
    id: 'ask-and-sign',
    title: 'Ask and Sign',
    lead: 'A lease is a binding contract, often for a year. Read all of it, ask about anything unclear, and start your tenancy with good records.',
    tips: [
      {
        title: 'Read the whole lease',
        text: 'Check the rent, due date and late fees; the deposit and what can be deducted from it; which utilities you pay; who handles which repairs; how much notice the landlord gives before entering; the rules on subletting, guests and pets; and what it costs to end the lease early.',
      },
      {
        title: 'Ask before you sign',
        text: "Ask what happens at renewal and how rent increases are decided, whether renter's insurance is required, and how to reach someone in an emergency. If a clause looks unfair, ask for it to be changed; you can also ask local legal aid to look over it.",
      },
      {
        title: 'Pay in a way you can prove',
        text: "Use a check, money order or the landlord's payment portal, never cash without a signed receipt, and keep every receipt and a signed copy of the lease.",
      },
      {
        title: 'Document the move-in',
        text: 'On moving day, take dated photos or a video of every room, write down existing damage on a move-in checklist, and send a copy to the landlord. It is your best protection when the deposit comes back.',
      },
      {
        title: "Get renter's insurance",
        text: 'It usually costs little each month, covers your belongings and your liability, and some leases require it.',
      },
    ],
  },
];

/** /apply: the five-part guide to applying for a rental. */
export function ApplyPage() {
  return (
    <InfoPage
      title="How to Apply for a Rental"
      seoTitle="Apply"
      description="A step-by-step guide to renting in the US: get prepared, research the rent, visit in person, negotiate with data, then ask the right questions and sign."
      width="wide"
      intro={
        <p>
          Five steps to finding a place at a fair price and signing with confidence, from getting your paperwork ready
          to the day you get the keys.
        </p>
      }
    >
      <nav aria-label="Steps of the guide" className="mt-8 rounded-xl border border-slate-200 bg-slate-50 p-5">
        <ol className="grid gap-2 sm:grid-cols-2 lg:grid-cols-5">
          {APPLY_SECTIONS.map((section, i) => (
            <li key={section.id}>
              <a
                href={`#${section.id}`}
                className="flex items-center gap-3 rounded-lg p-1 font-semibold text-brand-700 hover:bg-white hover:text-brand-800"
              >
                <span
                  aria-hidden="true"
                  className="flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white"
                >
                  {i + 1}
                </span>
                {section.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>

      {APPLY_SECTIONS.map((section, i) => (
        <section
          key={section.id}
          id={section.id}
          aria-labelledby={`${section.id}-heading`}
          className="mt-12 scroll-mt-24"
        >
          <h2
            id={`${section.id}-heading`}
            className="flex items-center gap-3 text-2xl font-bold tracking-tight text-slate-900"
          >
            <span
              aria-hidden="true"
              className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-700 text-base font-bold text-white"
            >
              {i + 1}
            </span>
            <span>
              <span className="sr-only">Step {i + 1}: </span>
              {section.title}
            </span>
          </h2>
          <p className="mt-3 max-w-3xl text-lg leading-relaxed text-slate-700">{section.lead}</p>
          <ul className="mt-5 grid gap-4 md:grid-cols-2">
            {section.tips.map((tip) => (
              <li key={tip.title} className="rounded-xl border border-slate-200 bg-white p-4 sm:p-5">
                <h3 className="font-semibold text-slate-900">{tip.title}</h3>
                <p className="mt-1 leading-relaxed text-slate-700">{tip.text}</p>
              </li>
            ))}
          </ul>
        </section>
      ))}

      <div className="mt-12 rounded-xl border border-brand-100 bg-brand-50 p-6 text-center">
        <h2 className="text-xl font-bold text-slate-900">Found a place you like?</h2>
        <p className="mt-2 text-slate-700">
          Check that the asking rent is fair before you apply. Your first report is free.
        </p>
        <Link to={paths.research} className={`${buttonClass('primary', 'lg')} mt-4`}>
          Get a Rental Value Report
        </Link>
      </div>
    </InfoPage>
  );
}
