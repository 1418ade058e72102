import { PLAN_TYPE } from '../constants';
import { PLAN_MESSAGES } from '../messages';
import { DAY_MS } from '../primitives/time';

// The plan status (docs/product.md#plan-status), derived from the profile at a given moment. Readings we chose:
// - "In the future" is strictly later than now: a plan that ends exactly now has expired.
// - A 30- or 60-day plan with no (or an unreadable) end date has no time left: expired.
// - The plan name is "30-Day Unlimited Access" for plan types 2 and 3 (active or expired, so
//   the expired card still says which plan ran out) and "Free Tier" for everything else; the
//   product names no other plan.
// - Negative or non-finite credits count as 0.
// - Credits outlive an unlimited plan (docs/decisions/056): once a 30- or 60-day plan has ended, credits still held
//   (a Pay As You Go pack bought during the pass, or before it) can be spent, so the card shows "Plan Expired!" with
//   the credits left and reports run on them. Counting them as 0 until the plan was renewed would lose money paid
//   for reports.

export type PlanStatus = 'ACTIVE_UNLIMITED' | 'INACTIVE_EXPIRED' | 'ACTIVE_CREDITS' | 'INACTIVE_NO_CREDITS';
/** What the plan card shows; 'loading' until the profile has arrived. */
export type PlanStatusState = PlanStatus | 'loading';

export interface PlanProfile {
  readonly plan_type: number;
  readonly plan_ends: Date | string | null;
  readonly credits: number;
}

/** The plan fields of the account API's profile, as the web app receives them. */
export interface AccountPlanFields {
  readonly planType: number;
  readonly planEnds: Date | string | null;
  readonly credits: number;
}

/** The one mapping from the account API's profile to what the plan rules read, so every caller reads it alike. */
export function planProfileOf(profile: AccountPlanFields): PlanProfile {
  return { plan_type: profile.planType, plan_ends: profile.planEnds, credits: profile.credits };
}

export interface PlanSummary {
  readonly status: PlanStatus;
  /** Credits that may be spent now (not needed while an unlimited plan runs, kept for after it). */
  readonly credits: number;
  /** Whole days left, rounded up; only for an active unlimited plan. */
  readonly daysLeft: number | null;
  readonly planName: string;
  /** Whether "Plan Expired!" shows. */
  readonly showExpired: boolean;
  readonly canRunReport: boolean;
}

/** A plan_ends value as a Date; null when missing or unreadable. */
export function toDate(value: Date | string | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

export function isUnlimitedPlanType(planType: number): boolean {
  return planType === PLAN_TYPE.thirtyDay || planType === PLAN_TYPE.sixtyDay;
}

function endsAfter(planEnds: Date | string | null, now: Date): boolean {
  const ends = toDate(planEnds);
  return ends !== null && ends.getTime() > now.getTime();
}

function spendableCredits(credits: number): number {
  return Number.isFinite(credits) && credits > 0 ? Math.floor(credits) : 0;
}

/** Days from now until the end, rounded up: 1 ms left is 1 day; exactly 1 day left is 1 day. */
export function daysLeft(planEnds: Date | string | null, now: Date): number | null {
  const ends = toDate(planEnds);
  if (ends === null) return null;
  return Math.ceil((ends.getTime() - now.getTime()) / DAY_MS);
}

export function planName(planType: number): string {
  return isUnlimitedPlanType(planType) ? PLAN_MESSAGES.unlimitedName : PLAN_MESSAGES.freeTierName;
}

export function getPlanSummary(profile: PlanProfile, now: Date): PlanSummary {
  const name = planName(profile.plan_type);
  if (isUnlimitedPlanType(profile.plan_type)) {
    if (endsAfter(profile.plan_ends, now)) {
      return {
        status: 'ACTIVE_UNLIMITED',
        credits: spendableCredits(profile.credits),
        daysLeft: daysLeft(profile.plan_ends, now),
        planName: name,
        showExpired: false,
        canRunReport: true,
      };
    }
    const left = spendableCredits(profile.credits);
    return {
      status: left > 0 ? 'ACTIVE_CREDITS' : 'INACTIVE_EXPIRED',
      credits: left,
      daysLeft: null,
      planName: name,
      showExpired: true,
      canRunReport: left > 0,
    };
  }
  const credits = spendableCredits(profile.credits);
  return {
    status: credits > 0 ? 'ACTIVE_CREDITS' : 'INACTIVE_NO_CREDITS',
    credits,
    daysLeft: null,
    planName: name,
    showExpired: false,
    canRunReport: credits > 0,
  };
}

export function getPlanStatus(profile: PlanProfile, now: Date): PlanStatus {
  return getPlanSummary(profile, now).status;
}

/** The card's state: 'loading' while the profile is not there yet. */
export function getPlanStatusState(profile: PlanProfile | null | undefined, now: Date): PlanStatusState {
  return profile ? getPlanStatus(profile, now) : 'loading';
}

export function canRunReport(profile: PlanProfile, now: Date): boolean {
  return getPlanSummary(profile, now).canRunReport;
}

/**
 * The signed-in home's own, looser test (docs/product.md#signed-in-home): any paid plan type whose end lies in the
 * future. It decides between the history dashboard and the offer card.
 */
export function isHomePlanActive(profile: Pick<PlanProfile, 'plan_type' | 'plan_ends'>, now: Date): boolean {
  return profile.plan_type > PLAN_TYPE.free && endsAfter(profile.plan_ends, now);
}

/**
 * The free reports an account still holds (docs/product.md#signed-in-home): before any purchase every credit is the
 * sign-up's free report (or its credit returned after a report that could not be scored), so they are all free; once
 * the account has bought a plan, none is counted as free.
 */
export function freeReportsLeft(account: { readonly paidPlan: boolean; readonly credits: number }): number {
  return account.paidPlan ? 0 : spendableCredits(account.credits);
}

/** Letters a free-tier account may write (docs/product.md#who-may-write-letters); a paid plan has no limit. */
const FREE_LETTERS = 1;

/**
 * Letters are free with any paid plan, and on the free tier the first letter is free: `paidPlan` is set once an
 * account has bought any plan (a Pay As You Go pack or a pass). Letters cost us nothing to write, so a plan that has
 * since run out still counts.
 */
export function canWriteLetter(account: { readonly paidPlan: boolean; readonly lettersWritten: number }): boolean {
  return account.paidPlan || account.lettersWritten < FREE_LETTERS;
}
