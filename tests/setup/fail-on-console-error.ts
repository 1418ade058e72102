import { afterEach, beforeEach, vi } from 'vitest';

// A test fails on an unexpected console.error: errors nobody asserted on are bugs hiding.
let errors: unknown[][] = [];
beforeEach(() => {
  errors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    errors.push(args);
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  if (errors.length > 0) {
    const text = errors.map((a) => a.map(String).join(' ')).join('\n');
    throw new Error(`Unexpected console.error during the test:\n${text}`);
  }
});
