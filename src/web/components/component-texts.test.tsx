import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PLAN_TYPE } from '#core/constants';
import type { Language } from '#core/i18n/languages';
import { ApiError } from '../lib/api-client';
import type { AccountProfile } from '../lib/account-api';
import { useErrorMessage } from '../lib/error-message';
import { WithI18n } from '../lib/test-i18n';
import { ErrorAlert } from './alerts';
import { EvaluationBlocks } from './evaluation-blocks';
import { PlanStatusCard } from './plan-status-card';
import { ResearchSteps } from './research-steps';
import { SignupForm } from './signup-form';

function html(node: React.ReactNode, language: Language = 'en'): string {
  return renderToStaticMarkup(
    <WithI18n language={language}>
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>{node}</MemoryRouter>
      </QueryClientProvider>
    </WithI18n>,
  ).replaceAll('<!-- -->', '');
}

const DAY_MS = 24 * 60 * 60 * 1000;

function pass(days: number): AccountProfile {
  return {
    planType: PLAN_TYPE.thirtyDay,
    planEnds: new Date(Date.now() + days * DAY_MS - 60_000).toISOString(),
    credits: 0,
  } as unknown as AccountProfile;
}

describe('the shared components in both languages', () => {
  it('says the days left of a pass, one or many', () => {
    expect(html(<PlanStatusCard profile={pass(5)} />)).toContain('Unlimited reports, <strong>5</strong> days left');
    expect(html(<PlanStatusCard profile={pass(1)} />)).toContain('Unlimited reports, <strong>1</strong> day left');
    expect(html(<PlanStatusCard profile={pass(1)} />, 'es')).toContain(
      'Informes ilimitados, queda <strong>1</strong> día',
    );
    expect(html(<PlanStatusCard profile={pass(5)} />, 'es')).toContain('quedan <strong>5</strong> días');
  });

  it('never offers a renter with a running pass an upgrade: the button extends the pass', () => {
    const withPass = html(<PlanStatusCard profile={pass(5)} onUpgrade={() => undefined} />);
    expect(withPass).toContain('>Extend Your Pass</button>');
    expect(withPass).not.toContain('Upgrade Plan');
    expect(html(<PlanStatusCard profile={pass(5)} onUpgrade={() => undefined} />, 'es')).toContain(
      '>Extienda su pase</button>',
    );
    const free = { planType: PLAN_TYPE.free, planEnds: null, credits: 1 } as unknown as AccountProfile;
    expect(html(<PlanStatusCard profile={free} onUpgrade={() => undefined} />)).toContain('>Upgrade Plan</button>');
  });

  it('marks the research steps for screen readers', () => {
    const english = html(<ResearchSteps current={2} />);
    expect(english).toContain(
      '<span class="sr-only">Step 1: </span>Enter Details<span class="sr-only"> (completed)</span>',
    );
    expect(english).toContain('<span class="sr-only">Step 2: </span>Review Report</span>');
    expect(html(<ResearchSteps current={2} />, 'es')).toContain('<span class="sr-only">Paso 1: </span>Ingresar datos');
  });

  it('names the bullet a "More" opens', () => {
    const blocks = [{ kind: 'bullet', label: 'Price', text: 'First sentence. Second sentence.' }] as const;
    expect(html(<EvaluationBlocks blocks={blocks} className="" scannable />)).toContain(
      'More<span class="sr-only"> on Price</span>',
    );
  });

  it('links the terms in the page language, in a new tab', () => {
    const english = html(<SignupForm onSignedUp={() => undefined} />);
    expect(english).toContain('I agree to the <a');
    expect(english).toMatch(
      /href="\/terms"[^>]*>Terms of Use<span class="sr-only"> \(opens in a new tab\)<\/span><\/a>\./,
    );
  });

  it('shows the client’s own failure in the page language, known by its code and not by its English text', () => {
    // Whatever the failure's message says: a network failure reads as one in either language.
    const failure = new ApiError({ status: 0, code: 'NETWORK', message: 'socket hang up' });
    function Failure() {
      const describe = useErrorMessage();
      return <ErrorAlert>{describe(failure)}</ErrorAlert>;
    }
    expect(html(<Failure />)).toContain('Check your internet connection');
    expect(html(<Failure />, 'es')).toContain('No pudimos comunicarnos');
    expect(html(<Failure />, 'es')).not.toContain('socket');
  });
});
