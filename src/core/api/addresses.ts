import { z } from 'zod';
import { defineOperation } from './operation';

// The research form's address suggestions (decision 023).

export const AddressSuggestQuerySchema = z.object({
  q: z.string().optional().meta({ example: '123 Main St, Austin' }),
});

export const AddressSuggestionSchema = z
  .object({
    label: z.string(),
    streetAddress: z.string(),
    city: z.string(),
    state: z.string(),
    zipCode: z.string(),
    complete: z.boolean().meta({
      description: 'False: switch the form to manual entry with these fields filled in and ask for the rest.',
    }),
  })
  .meta({ id: 'AddressSuggestion' });

export const AddressSuggestionsSchema = z
  .object({
    suggestions: z.array(AddressSuggestionSchema),
    note: z.string().optional().meta({ description: 'Said when the typed text had a unit number that was left out.' }),
  })
  .meta({ id: 'AddressSuggestions' });

export type AddressSuggestion = z.infer<typeof AddressSuggestionSchema>;
export type AddressSuggestions = z.infer<typeof AddressSuggestionsSchema>;

/** The research form's address suggestions (src/server/addresses/address-routes.ts). */
export const addressOperations = {
  suggest: defineOperation({
    method: 'get',
    path: '/api/address/suggest',
    query: AddressSuggestQuerySchema,
    success: { 200: AddressSuggestionsSchema },
  }),
};
