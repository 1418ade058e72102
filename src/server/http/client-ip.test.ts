import { describe, expect, it } from 'vitest';
import { forwardedEntry } from './client-ip';

describe('forwardedEntry', () => {
  it('takes the entry the outermost trusted proxy wrote, counted from the right', () => {
    const header = '198.51.100.7, 203.0.113.5, 10.0.0.2';
    expect(forwardedEntry(header, 1)).toBe('10.0.0.2');
    expect(forwardedEntry(header, 2)).toBe('203.0.113.5');
    expect(forwardedEntry(header, 3)).toBe('198.51.100.7');
  });

  it('never reads the header without a trusted proxy', () => {
    expect(forwardedEntry('198.51.100.7', 0)).toBeUndefined();
    expect(forwardedEntry(undefined, 1)).toBeUndefined();
    expect(forwardedEntry(' , ', 1)).toBeUndefined();
  });

  it('gives the leftmost entry when the request passed fewer proxies than configured', () => {
    expect(forwardedEntry('203.0.113.5', 2)).toBe('203.0.113.5');
  });

  it('ignores blanks and spaces around entries', () => {
    expect(forwardedEntry('https ,http', 1)).toBe('http');
    expect(forwardedEntry('example.org,', 1)).toBe('example.org');
  });
});
