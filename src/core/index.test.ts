import { describe, expect, it } from 'vitest';
import * as core from './index';

describe('core index', () => {
  it('re-exports the rules of every module', () => {
    for (const name of [
      'computeValuation',
      'estimateMarketRent',
      'weightedMedian',
      'marketConfidence',
      'benchmarkFigures',
      'localGrossRent',
      'sizeAdjustment',
      'filterComps',
      'median',
      'adjustmentFactor',
      'valueScore',
      'expectedRange',
      'rangeVerdict',
      'scoreBarPosition',
      'scoreColor',
      'buildCompsTableRows',
      'getPlanSummary',
      'isHomePlanActive',
      'applyPurchase',
      'computeAffordability',
      'parseAmount',
      'evaluationLabel',
      'propertyLabel',
      'validateCompareIds',
      'orderByIds',
      'firstNumber',
      'bathsParam',
      'isValidAiText',
      'parseEvaluation',
      'formatUsd',
      'formatPricePerSqft',
      'formatScore',
      'fieldRequired',
      'requestFailedWithStatus',
      'errorWithMessage',
      'safeRedirectPath',
      'sortDashboardRows',
      'joinAddress',
      'mapCentre',
      'toComparisonEntries',
      'isNoindexPath',
      'isKnownPagePath',
      'cleanSecretUrl',
      'redactSecretPath',
    ]) {
      expect(typeof (core as Record<string, unknown>)[name], name).toBe('function');
    }
    for (const schema of [core.reportFormSchema, core.signupSchema, core.loginSchema, core.contactFormSchema]) {
      expect(typeof schema.safeParse).toBe('function');
    }
    expect(core.US_STATES).toHaveLength(50);
    expect(core.PURCHASE_TIERS).toHaveLength(3);
  });
});
