import { z } from 'zod';
import { cleanMultiline, cleanSingleLine } from '../primitives/clean-text';
import { AUTH_MESSAGES } from '../messages';
import { toNumber } from '../primitives/parse-number';

// Field builders shared by the form schemas. Inputs are what a browser form or a JSON body
// holds (strings, numbers, null, missing); outputs are cleaned, typed values. Each builder
// reports the product's message for "missing" (docs/product.md#validation) and its own for "present but wrong".
// Inputs are typed unions (not unknown) so the schemas still describe themselves in OpenAPI.
// No check uses `abort`: an explicit abort anywhere in an object would also skip the object's
// cross-field checks (such as "Passwords do not match!"), so checks that would repeat a
// "required" message skip blank values instead.

interface TextOptions {
  readonly required: string;
  readonly max: number;
  readonly tooLong: string;
  readonly multiline?: boolean;
}

/** Required text: cleaned, trimmed, non-empty, at most `max` characters. */
export function requiredText(options: TextOptions) {
  const clean = options.multiline ? cleanMultiline : cleanSingleLine;
  return z
    .string({ error: options.required })
    .transform(clean)
    .pipe(z.string().min(1, { error: options.required }).max(options.max, { error: options.tooLong }));
}

interface NumberOptions {
  readonly required: string;
  readonly notNumber: string;
  readonly outOfRange: string;
  readonly min: number;
  readonly max: number;
}

/**
 * A required number from a number or numeric text ("1,500", "$1,500"). Blank text and NaN
 * (what an empty number input gives) count as missing.
 */
export function formNumber(options: NumberOptions) {
  return (
    z
      // z.number() refuses NaN and Infinity, so they fall through to the union's "required".
      .union([z.number(), z.string()], { error: options.required })
      .transform((value, ctx) => {
        if (typeof value === 'string' && value.trim() === '') {
          ctx.issues.push({ code: 'custom', message: options.required, input: value });
          return z.NEVER;
        }
        const parsed = toNumber(value);
        if (parsed === null) {
          ctx.issues.push({ code: 'custom', message: options.notNumber, input: value });
          return z.NEVER;
        }
        return parsed;
      })
      .pipe(z.number().min(options.min, { error: options.outOfRange }).max(options.max, { error: options.outOfRange }))
  );
}

interface OptionalNumberOptions {
  readonly notNumber: string;
  readonly outOfRange: string;
  readonly min: number;
  readonly max: number;
  readonly integer?: boolean;
}

/**
 * An optional number from a number or numeric text: blank, missing or null gives null (whether it is needed is the
 * object's own cross-field check); anything else must be a number in range.
 */
export function optionalFormNumber(options: OptionalNumberOptions) {
  return z
    .union([z.number(), z.string(), z.null()], { error: options.notNumber })
    .optional()
    .transform((value, ctx): number | null => {
      if (value === undefined || value === null) return null;
      if (typeof value === 'string' && value.trim() === '') return null;
      const parsed = toNumber(value);
      if (parsed === null) {
        ctx.issues.push({ code: 'custom', message: options.notNumber, input: value });
        return z.NEVER;
      }
      if (parsed < options.min || parsed > options.max || (options.integer && !Number.isInteger(parsed))) {
        ctx.issues.push({ code: 'custom', message: options.outOfRange, input: value });
        return z.NEVER;
      }
      return parsed;
    });
}

/** An optional choice: blank or missing gives `fallback`; anything else must be one of the values. */
export function optionalChoice<const T extends readonly [string, ...string[]]>(
  values: T,
  fallback: T[number],
  invalid: string,
) {
  return z
    .union([z.string(), z.null()], { error: invalid })
    .optional()
    .transform((value) => (value === undefined || value === null ? '' : cleanSingleLine(value).toLowerCase()))
    .transform((value, ctx): T[number] => {
      if (value === '') return fallback;
      if ((values as readonly string[]).includes(value)) return value as T[number];
      ctx.issues.push({ code: 'custom', message: invalid, input: value });
      return z.NEVER;
    });
}

interface UrlOptions {
  readonly max: number;
  readonly invalid: string;
  readonly tooLong: string;
}

/**
 * An optional web address: blank or missing gives null. Only http and https are accepted, so
 * a stored link can never run script (javascript:) or reach local files when shown.
 */
export function optionalHttpUrl(options: UrlOptions) {
  return z
    .union([z.string(), z.null()], { error: options.invalid })
    .optional()
    .transform((value, ctx): string | null => {
      const text = typeof value === 'string' ? cleanSingleLine(value) : '';
      if (text === '') return null;
      if (text.length > options.max) {
        ctx.issues.push({ code: 'custom', message: options.tooLong, input: value });
        return z.NEVER;
      }
      let url: URL;
      try {
        url = new URL(text);
      } catch {
        ctx.issues.push({ code: 'custom', message: options.invalid, input: value });
        return z.NEVER;
      }
      if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.hostname === '') {
        ctx.issues.push({ code: 'custom', message: options.invalid, input: value });
        return z.NEVER;
      }
      return text;
    });
}

/** A required choice among fixed values, from the value itself or its text form. */
export function formChoice<const T extends readonly [string | number, ...(string | number)[]]>(
  values: T,
  required: string,
  normalize: (value: string | number) => string | number = (value) => value,
) {
  return z
    .union([z.string(), z.number()], { error: required })
    .transform((value) => normalize(typeof value === 'string' ? cleanSingleLine(value) : value))
    .pipe(z.literal(values, { error: required }));
}

export const EMAIL_MAX = 254;
/** Verification tokens are opaque; the cap only bounds what we pass to the verifier. */
export const CAPTCHA_TOKEN_MAX = 4096;

/** A required email address, cleaned and trimmed. */
export function emailField(required: string) {
  return z
    .string({ error: required })
    .transform(cleanSingleLine)
    .pipe(z.string().min(1, { error: required }).max(EMAIL_MAX, { error: AUTH_MESSAGES.invalidEmail }))
    .pipe(z.email({ error: AUTH_MESSAGES.invalidEmail }));
}

/** A human-verification token: any missing or malformed token reports the same message. */
export function captchaTokenField(message: string) {
  return z
    .string({ error: message })
    .transform((value) => value.trim())
    .pipe(z.string().min(1, { error: message }).max(CAPTCHA_TOKEN_MAX, { error: message }));
}
