import { prerenderToNodeStream } from 'react-dom/static';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Language } from '#core/i18n/languages';
import { WithI18n } from '../../lib/test-i18n';
import { PolicyPage } from './policy-page';
import type { PolicyName } from './policy-documents';

/** The page as the build's prerender writes it: it waits for a document still loading, as the build does. */
async function prerendered(name: PolicyName, language: Language): Promise<string> {
  const { prelude } = await prerenderToNodeStream(
    <WithI18n language={language}>
      <MemoryRouter>
        <PolicyPage name={name} />
      </MemoryRouter>
    </WithI18n>,
  );
  let html = '';
  for await (const chunk of prelude) html += typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8');
  return html;
}

describe('PolicyPage', () => {
  it('shows the English document on an English page', async () => {
    const html = await prerendered('terms', 'en');
    expect(html).toMatch(/<h1[^>]*>Terms of Use<\/h1>/);
    expect(html).toContain('Last updated: November 22, 2026');
    expect(html).not.toContain('prevalece la versión en inglés');
  });

  it('prerenders a Spanish page in Spanish, saying the English version governs', async () => {
    const html = await prerendered('privacy', 'es');
    expect(html).toMatch(/<h1[^>]*>Política de privacidad<\/h1>/);
    expect(html).toContain('En caso de discrepancia, prevalece la versión en inglés.');
    expect(html).toContain('Última actualización: 22 de noviembre de 2026');
    expect(html).toContain('id="que-guardamos"');
    expect(html).not.toContain('Last updated');
  });
});
