import { describe, expect, it } from 'vitest';
import { querySeedsJson, querySeedsScript, reportQueryKey, SESSION_QUERY_KEY } from './query-seeds';

describe('query seeds in a page', () => {
  const seeds = [
    { key: SESSION_QUERY_KEY, data: { user: null } },
    {
      key: reportQueryKey('r1'),
      data: { report: { address: '12 Main St</script><script>alert(1)</script>', note: 'a\u2028b\u2029c <!-- x' } },
    },
  ];

  it('cannot close its script element or open a comment, whatever a report says', () => {
    const script = querySeedsScript(seeds);
    expect(script.match(/<\/script>/g)).toHaveLength(1);
    expect(script.endsWith('</script>')).toBe(true);
    expect(script).not.toContain('<!--');
    expect(script).not.toMatch(/[\u2028\u2029]/);
  });

  it('reads back as the same answers', () => {
    expect(JSON.parse(querySeedsJson(seeds))).toEqual(JSON.parse(JSON.stringify(seeds)));
  });
});
