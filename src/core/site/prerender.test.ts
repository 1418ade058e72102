import { describe, expect, it } from 'vitest';
import { isIslandsPage, PRERENDERED_PATHS } from './prerender';

// Decision 085: which prerendered pages come to life as islands and which start the app.
describe('islands pages', () => {
  it('are the landing, information, tenant-rights and calculator pages in either language', () => {
    for (const path of ['/', '/es/', '/es', '/faqs', '/es/tenant-rights', '/affordability-calculator', '/privacy/'])
      expect(isIslandsPage(path), path).toBe(true);
  });

  it('are not the doors into the app (research, sign-up, log-in, contact) nor any page not prerendered', () => {
    for (const path of ['/research', '/es/signup', '/login', '/contact', '/account', '/reports/1', '/compare'])
      expect(isIslandsPage(path), path).toBe(false);
  });

  it('leave four doors a language among the prerendered pages', () => {
    expect(PRERENDERED_PATHS.filter((path) => !isIslandsPage(path))).toHaveLength(8);
  });
});
