import type { z } from 'zod';

/** Turns zod issues into one readable sentence list, naming the field where there is one. */
export function zodMessage(error: z.ZodError): string {
  const parts = error.issues.slice(0, 5).map((issue) => {
    const field = issue.path.map(String).join('.');
    return field ? `${field}: ${issue.message}` : issue.message;
  });
  if (error.issues.length > 5) parts.push(`and ${error.issues.length - 5} more problem(s)`);
  return parts.join('; ');
}
