import { z } from 'zod';
import { LANGUAGES } from '../i18n/languages';
import { ACCOUNT_MESSAGES } from '../messages';
import { defineOperation } from './operation';

// The signed-in renter's own data: /api/account (the profile of docs/product.md#data-model) and its history
// (docs/product.md#history-and-dashboard).

export const ProfileSchema = z
  .object({
    id: z.string(),
    email: z.string(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    city: z.string().nullable(),
    state: z.string().nullable(),
    credits: z.number().int(),
    paidPlan: z.boolean(),
    optOut: z.boolean(),
    planType: z.number().int(),
    planEnds: z.string().nullable().meta({ description: 'ISO time the unlimited pass ends; null without one.' }),
    reportCount: z.number().int(),
    language: z.enum(LANGUAGES).meta({ description: 'The language the renter reads RentValue and its emails in.' }),
  })
  .meta({ id: 'Profile' });

export const LanguageSettingSchema = z
  .object({ language: z.enum(LANGUAGES) })
  .meta({ id: 'LanguageSetting', description: 'en (English) or es (US Spanish).' });

export const ProfileResponseSchema = z.object({ profile: ProfileSchema }).meta({ id: 'ProfileResponse' });

export const HistoryItemSchema = z
  .object({
    id: z.string(),
    streetAddress: z.string(),
    url: z.string().nullable(),
    bedrooms: z.string(),
    bathrooms: z.string(),
    rent: z.number().meta({ description: 'Whole dollars a month (for a renewal check, the offered rent).' }),
    valueScore: z.number().nullable(),
    renewal: z
      .boolean()
      .meta({ description: 'True for a renewal check of a lease the renter holds, false for a listing.' }),
    createdAt: z.string(),
  })
  .meta({ id: 'HistoryItem' });

export const HistorySchema = z.object({ items: z.array(HistoryItemSchema) }).meta({ id: 'History' });

export const DashboardHistoryItemSchema = HistoryItemSchema.extend({
  sqft: z.number(),
  qualityLevel: z.number(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
}).meta({ id: 'DashboardHistoryItem' });

export const DashboardHistorySchema = z
  .object({
    items: z.array(DashboardHistoryItemSchema),
    capped: z
      .boolean()
      .meta({ description: 'True when there are more finished reports than the answer holds (the newest are given).' }),
  })
  .meta({ id: 'DashboardHistory' });

export const HistoryCountSchema = z.object({ count: z.number().int() }).meta({ id: 'HistoryCount' });

/** A stored row as it is (every column; money in cents, times as ISO text). */
const StoredRowSchema = z.record(z.string(), z.unknown());

export const AccountExportSchema = z
  .object({
    exportedAt: z.string(),
    note: z.string(),
    profile: ProfileSchema,
    reports: z
      .array(StoredRowSchema)
      .meta({ description: 'Every report row (without its share token), each with its comps.' }),
    purchases: z.array(StoredRowSchema),
    contactMessages: z.array(StoredRowSchema),
    letters: z.array(StoredRowSchema).meta({ description: 'The negotiation letters as written.' }),
    onDeletion: z
      .object({ deleted: z.array(z.string()), kept: z.array(z.string()) })
      .meta({ description: 'What deleting the account removes, and what is kept (and why).' }),
  })
  .meta({ id: 'AccountExport', description: 'Everything held about the renter, as stored (money in US cents).' });

export const DeleteAccountRequestSchema = z
  .object({ password: z.string().min(1, ACCOUNT_MESSAGES.passwordNeeded).max(128) })
  .meta({ id: 'DeleteAccountRequest' });

export type Profile = z.infer<typeof ProfileSchema>;
export type HistoryItem = z.infer<typeof HistoryItemSchema>;
export type DashboardHistoryItem = z.infer<typeof DashboardHistoryItemSchema>;
export type DashboardHistory = z.infer<typeof DashboardHistorySchema>;
export type AccountExport = z.infer<typeof AccountExportSchema>;
export type DeleteAccountRequest = z.input<typeof DeleteAccountRequestSchema>;

/** The signed-in renter's own data, all the renter's only (src/server/account/account-routes.ts). */
export const accountOperations = {
  profile: defineOperation({ method: 'get', path: '/api/account', success: { 200: ProfileResponseSchema } }),
  history: defineOperation({ method: 'get', path: '/api/account/history', success: { 200: HistorySchema } }),
  historyAll: defineOperation({
    method: 'get',
    path: '/api/account/history/all',
    success: { 200: DashboardHistorySchema },
  }),
  historyCount: defineOperation({
    method: 'get',
    path: '/api/account/history/count',
    success: { 200: HistoryCountSchema },
  }),
  export: defineOperation({ method: 'get', path: '/api/account/export', success: { 200: AccountExportSchema } }),
  setLanguage: defineOperation({
    method: 'put',
    path: '/api/account/language',
    body: LanguageSettingSchema,
    success: { 200: LanguageSettingSchema },
  }),
  delete: defineOperation({
    method: 'delete',
    path: '/api/account',
    body: DeleteAccountRequestSchema,
    success: { 204: null },
  }),
};
