import { describe, expect, it } from 'vitest';
import {
  paymentActivatedMessage,
  ACCOUNT_MESSAGES,
  AUTH_MESSAGES,
  CHART_MESSAGES,
  CHECKOUT_MESSAGES,
  COMPARE_LOADING_MESSAGES,
  COMPARE_MESSAGES,
  CONTACT_MESSAGES,
  DEFAULT_ERROR_MESSAGE,
  HISTORY_MESSAGES,
  MAP_MESSAGES,
  PLAN_MESSAGES,
  PROFILE_MESSAGES,
  REPORT_MESSAGES,
  RESEARCH_LOADING_MESSAGES,
  errorBannerMessage,
  errorWithMessage,
  fieldRequired,
  fieldTooLong,
  greetingName,
  requestFailedWithStatus,
  severalProblemsBanner,
} from './messages';

describe('templated messages', () => {
  it('builds the required-field message', () => {
    expect(fieldRequired('Rent')).toBe('The "Rent" field is required.');
    expect(fieldRequired('Sq/ft')).toBe('The "Sq/ft" field is required.');
    expect(fieldRequired('Amenities/Features')).toBe('The "Amenities/Features" field is required.');
  });

  it('builds the status and error messages', () => {
    expect(requestFailedWithStatus(502)).toBe('Request failed with status 502');
    expect(errorWithMessage('Report not found.')).toBe('Error: Report not found.');
  });

  it('builds the length message with grouped thousands', () => {
    expect(fieldTooLong('Subject', 200)).toBe('Subject must be at most 200 characters.');
    expect(fieldTooLong('Message', 5000)).toBe('Message must be at most 5,000 characters.');
  });

  it("counts a form's problems in its banner", () => {
    expect(severalProblemsBanner(9)).toBe('Please correct the 9 problems highlighted below.');
  });

  it('shows the default error banner when there is no message', () => {
    expect(DEFAULT_ERROR_MESSAGE).toBe('An unexpected error occurred.');
    expect(errorBannerMessage()).toBe('An unexpected error occurred.');
    expect(errorBannerMessage(null)).toBe('An unexpected error occurred.');
    expect(errorBannerMessage('   ')).toBe('An unexpected error occurred.');
    expect(errorBannerMessage('Request failed with status 500')).toBe('Request failed with status 500');
  });

  it('greets by first name or "there"', () => {
    expect(greetingName('Ana')).toBe('Ana');
    expect(greetingName(' Ana ')).toBe('Ana');
    expect(greetingName('')).toBe('there');
    expect(greetingName(null)).toBe('there');
    expect(greetingName(undefined)).toBe('there');
    expect(ACCOUNT_MESSAGES.greetingFallback).toBe('there');
  });
});

describe('the message catalogue', () => {
  it('auth and signup', () => {
    expect(AUTH_MESSAGES).toMatchObject({
      captchaLogin: 'Please complete the CAPTCHA verification to log in.',
      captcha: 'Please complete the CAPTCHA verification.',
      termsRequired: 'You must agree to the Terms of Use to create an account.',
      passwordsDoNotMatch: 'Passwords do not match!',
      signupNoUser: 'Signup did not return user data. Please try again.',
      resetLinkSent: 'Password reset link has been sent to your email address.',
      passwordUpdated: 'Password updated successfully! Please log in with your new password.',
      optOutLabel: "Don't send me useful information",
    });
  });

  it('report', () => {
    expect(REPORT_MESSAGES).toMatchObject({
      mustBeLoggedIn: 'You must be logged in to submit a report.',
      sessionUnavailable: 'Could not retrieve user session. Please log in again.',
      missingAddressParameters: 'Missing required address parameters. Please ensure the address is complete.',
      unexpected: 'An unexpected error occurred.',
      formBanner: 'Please fill out all required fields. The missing fields have been highlighted.',
      selectAddress: 'Please select a valid address from the dropdown.',
      incompleteAddress:
        'The address from Google was incomplete. Please confirm the details below and fill in any missing fields.',
      streetAddressRequired: 'Street Address is required.',
      cityRequired: 'City is required.',
      stateRequired: 'State is required.',
      zipCodeRequired: 'Zip Code is required.',
      loadingReport: 'Loading Report...',
      reportNotFound: 'Report not found.',
      paymentActivated: 'Your 30-Day Unlimited Access plan has been activated!',
      startExploring: 'Start Exploring',
    });
  });

  it('profile', () => {
    expect(PROFILE_MESSAGES).toEqual({
      fetchNewProfileFailed: 'Could not fetch your new user profile.',
      fetchProfileAfterPurchaseFailed: 'Could not fetch updated user profile after purchase.',
      loadProfileFailed: 'Could not load your user profile.',
    });
  });

  it('plan', () => {
    expect(PLAN_MESSAGES).toEqual({
      expired: 'Plan Expired!',
      freeTierName: 'Free Tier',
      unlimitedName: '30-Day Unlimited Access',
      upgradeAction: 'Upgrade Plan',
      upgradeTitle: 'Upgrade Your Plan',
      upgradeMessage: 'Select a new plan to get more reports and features.',
      planRequired: 'Your plan has no reports left. Upgrade your plan to run this report.',
      extendAction: 'Extend Your Pass',
      extendTitle: 'Extend Your Pass',
      extendMessage: 'Your unlimited pass is still running: a pass bought now adds its days after it ends.',
    });
  });

  it('checkout', () => {
    expect(CHECKOUT_MESSAGES).toMatchObject({
      sessionExpired: 'Your session has expired. Please log in to make a purchase.',
      noSessionId: 'A Session ID was not returned from the server.',
    });
  });

  it('compare', () => {
    expect(COMPARE_MESSAGES).toMatchObject({
      aiComparisonFailed: 'The AI Comparison API request failed.',
      atLeastTwo: 'You must have or select at least 2 properties to run a comparison.',
      selectorTitle: 'Select Properties to Compare',
    });
  });

  it('history and dashboard', () => {
    expect(HISTORY_MESSAGES).toEqual({
      empty: 'You have no search history yet.',
      dashboardEmpty: "You don't have any Rental Value Reports in your history.",
      getStarted: 'Click Here To Get Started!',
    });
  });

  it('contact', () => {
    expect(CONTACT_MESSAGES).toEqual({
      sendFailed: 'An unexpected error occurred sending your message.',
      success: "Thank you for contacting us. We'll get back to you shortly.",
      successTitle: 'Message Sent Successfully!',
      sending: 'Sending...',
      send: 'Send Message',
      captcha: 'Please complete the CAPTCHA verification.',
    });
  });

  it('charts', () => {
    expect(CHART_MESSAGES).toEqual({
      notEnoughSqftData: 'Not enough square footage data to build this chart.',
      notEnoughData: 'Not enough data to build this chart.',
      notEnoughDataForScore: 'Not enough data to calculate a Value Score.',
      notEnoughMarketData: 'Not enough comparable data to build the market comparison chart.',
      notEnoughPriceVariation: 'Not enough variation in comparable prices to build the market comparison chart.',
      noCompsForTable: 'No comparable property data available to display in table.',
    });
  });

  it('map', () => {
    expect(MAP_MESSAGES).toEqual({
      unavailable: 'Map cannot be loaded right now, sorry.',
      loading: 'Loading Map...',
      loadError: 'Map Load Error',
    });
  });
});

describe('loading overlay messages', () => {
  it('cycles six research messages', () => {
    expect(RESEARCH_LOADING_MESSAGES).toEqual([
      'Validating address...',
      'Finding nearby comps...',
      'Running comparison algorithm...',
      'Generating Rental Value Report...',
      'Loading AI Evaluation...',
      'Completing final Rental Value Report analytics...',
    ]);
  });

  it('cycles three compare messages', () => {
    expect(COMPARE_LOADING_MESSAGES).toEqual([
      'Fetching property details...',
      'Analyzing properties...',
      'Generating AI-powered comparison...',
    ]);
  });
});

describe('our own texts', () => {
  it('end with a full stop, as the product messages do', () => {
    const ours = [
      AUTH_MESSAGES.invalidEmail,
      AUTH_MESSAGES.passwordTooShort,
      AUTH_MESSAGES.passwordTooLong,
      AUTH_MESSAGES.invalidState,
      REPORT_MESSAGES.invalidState,
      REPORT_MESSAGES.invalidZipCode,
      REPORT_MESSAGES.invalidUrl,
      REPORT_MESSAGES.urlTooLong,
      REPORT_MESSAGES.addressTooLong,
      REPORT_MESSAGES.cityTooLong,
      REPORT_MESSAGES.rentNotNumber,
      REPORT_MESSAGES.rentOutOfRange,
      REPORT_MESSAGES.sqftNotNumber,
      REPORT_MESSAGES.sqftOutOfRange,
      CHECKOUT_MESSAGES.priceIdRequired,
      CHECKOUT_MESSAGES.unknownTier,
      CHECKOUT_MESSAGES.tierNotOffered,
      PLAN_MESSAGES.extendMessage,
      COMPARE_MESSAGES.atMostTen,
    ];
    for (const text of ours) expect(text).toMatch(/^[A-Z].*\.$/);
  });

  it('agree with the length template', () => {
    expect(REPORT_MESSAGES.addressTooLong).toBe(fieldTooLong('Street Address', 200));
    expect(REPORT_MESSAGES.cityTooLong).toBe(fieldTooLong('City', 100));
  });
});

describe('paymentActivatedMessage', () => {
  it('uses the catalogue text for the 30-day pass and names what else was bought', () => {
    expect(paymentActivatedMessage(2)).toBe('Your 30-Day Unlimited Access plan has been activated!');
    expect(paymentActivatedMessage(null)).toBe('Your 30-Day Unlimited Access plan has been activated!');
    expect(paymentActivatedMessage(1)).toBe('Your 3 Rental Value Reports have been added to your account!');
    expect(paymentActivatedMessage(3)).toBe('Your 60-Day Unlimited Access plan has been activated!');
  });
});
