import { useBrowserValue } from '../../lib/use-browser-value';
import { InfoPage, textLinkClass } from '../../components/info-page';
import { MarkdownView } from './markdown-view';
import { POLICY_DOCUMENTS, policyEmbedUrl, type PolicyName } from './policy-documents';

/**
 * One policy page: our own Markdown text, or, when an embed URL is configured, that document in a frame with a
 * link to open it on its own. Either way the page is kept out of search results (noindex).
 */
export function PolicyPage({ name }: { name: PolicyName }) {
  const policy = POLICY_DOCUMENTS[name];
  // The meta tag is in the served HTML and does not change while the app runs. The build's prerender has no
  // document and shows our own text (the server sends those pages only when no embed is set).
  const embedUrl = useBrowserValue(() => policyEmbedUrl(name), null);

  return (
    <InfoPage title={policy.title} description={policy.description} noindex>
      {embedUrl ? (
        <div className="mt-6">
          <iframe
            src={embedUrl}
            title={policy.title}
            className="h-[75dvh] min-h-[28rem] w-full rounded-xl border border-slate-200 bg-white"
            referrerPolicy="strict-origin-when-cross-origin"
            // Its own scripts may run (hosted policy tools need them), but it may not navigate or script this page.
            sandbox="allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox"
          />
          <p className="mt-3 text-sm text-slate-600">
            Trouble reading it here?{' '}
            <a href={embedUrl} target="_blank" rel="noopener noreferrer" className={textLinkClass}>
              Open the {policy.title} in a new tab
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </p>
        </div>
      ) : (
        <MarkdownView source={policy.markdown} className="mt-2" />
      )}
    </InfoPage>
  );
}
