import { Trans, useLingui } from '@lingui/react';
import { Suspense } from 'react';
import { pageLanguage } from '../../lib/i18n';
import { useBrowserValue } from '../../lib/use-browser-value';
import { useLanguage } from '../../lib/use-language';
import { InfoPage, textLinkClass } from '../../components/info-page';
import { MarkdownView } from './markdown-view';
import { loadPolicyTexts, POLICY_DOCUMENTS, policyEmbedUrl, usePolicyTexts, type PolicyName } from './policy-documents';

// A Spanish page asks for its documents as soon as the page's code arrives, so hydrating rarely waits for them
// (an English page has them already). A failure shows when the page renders.
if (typeof window !== 'undefined') loadPolicyTexts(pageLanguage()).catch(() => undefined);

/** Our own text of a policy in the page's language (a Spanish page may wait for its chunk). */
function PolicyText({ name }: { name: PolicyName }) {
  const language = useLanguage();
  const texts = usePolicyTexts(language);
  return <MarkdownView source={texts[name]} className="mt-2" />;
}

/**
 * One policy page: our own Markdown text, or, when an embed URL is configured, that document in a frame with a
 * link to open it on its own. Either way the page is kept out of search results (noindex).
 */
export function PolicyPage({ name }: { name: PolicyName }) {
  const { _ } = useLingui();
  const policy = POLICY_DOCUMENTS[name];
  const title = _(policy.titleId);
  // The meta tag is in the served HTML and does not change while the app runs. The build's prerender has no
  // document and shows our own text (the server sends those pages only when no embed is set).
  const embedUrl = useBrowserValue(() => policyEmbedUrl(name), null);

  return (
    <InfoPage title={title} description={_(policy.descriptionId)} noindex>
      {embedUrl ? (
        <div className="mt-6">
          <iframe
            src={embedUrl}
            title={title}
            className="h-[75dvh] min-h-[28rem] w-full rounded-xl border border-slate-200 bg-white"
            referrerPolicy="strict-origin-when-cross-origin"
            // Its own scripts may run (hosted policy tools need them), but it may not navigate or script this page.
            sandbox="allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox"
          />
          <p className="mt-3 text-sm text-slate-600">
            <Trans
              id="policies.embed.openElsewhere"
              values={{ title }}
              components={{
                0: <a href={embedUrl} target="_blank" rel="noopener noreferrer" className={textLinkClass} />,
                1: <span className="sr-only" />,
              }}
            />
          </p>
        </div>
      ) : (
        <Suspense fallback={<div className="mt-2 min-h-[50dvh]" />}>
          <PolicyText name={name} />
        </Suspense>
      )}
    </InfoPage>
  );
}
