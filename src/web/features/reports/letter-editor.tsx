import './letter-print.css';
import { useLingui } from '@lingui/react';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { createPortal } from 'react-dom';
import type { Letter } from '#core/api/letters';
import { LETTER_SUBJECT_MAX, LETTER_TEXT_MAX } from '#core/api/letters';
import { ErrorAlert } from '../../components/alerts';
import { buttonClass } from '../../components/button-styles';
import { TextField, TextareaField } from '../../components/field';
import { useCoreText } from '../../lib/core-messages';
import { useErrorMessage } from '../../lib/error-message';
import { emailLetter } from './letters-api';

// The written letter (docs/product.md#editing-copying-and-emailing), editable in place before use: Copy, Print /
// Save as PDF (the letter alone, see letter-print.css) and "Email it to me" (the edited text, through the outbox).
// The edits stay on the page; "Undo my edits" brings back the letter as written.

export function LetterEditor({ letter }: { letter: Letter }) {
  const { _ } = useLingui();
  const core = useCoreText();
  const describe = useErrorMessage();
  const headingId = useId();
  const [subject, setSubject] = useState(letter.subject);
  const [text, setText] = useState(letter.text);
  const [status, setStatus] = useState('');
  const edited = subject !== letter.subject || text !== letter.text;
  const email = useMutation({
    mutationFn: () => emailLetter(letter.reportId, letter.id, { subject, text }),
    onSuccess: (message) => setStatus(core(message)),
  });

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(_('reports.letter.copyText', { subject, text }));
      setStatus(_('reports.letter.copied'));
    } catch {
      setStatus(_('reports.letter.copyFailed'));
    }
  };

  const print = () => {
    const root = document.documentElement;
    root.setAttribute('data-print-letter', '');
    const done = () => {
      root.removeAttribute('data-print-letter');
      window.removeEventListener('afterprint', done);
    };
    window.addEventListener('afterprint', done);
    window.print();
    // Browsers whose print() returns only after the dialog closes do not always fire afterprint.
    setTimeout(done, 1000);
  };

  return (
    <section
      aria-labelledby={headingId}
      data-letter-editor
      className="space-y-4 rounded-xl border border-brand-200 bg-brand-50/40 p-4"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={headingId} className="text-lg font-bold text-slate-900">
          {_('reports.letter.yours')}
        </h3>
        <p className="text-sm text-slate-600">{_('reports.letter.source', { source: letter.source })}</p>
      </div>
      <TextField
        label={_('reports.letter.subject')}
        maxLength={LETTER_SUBJECT_MAX}
        lang={letter.language}
        value={subject}
        onChange={(event) => setSubject(event.target.value)}
      />
      <TextareaField
        label={_('reports.letter.text')}
        rows={18}
        maxLength={LETTER_TEXT_MAX}
        lang={letter.language}
        value={text}
        onChange={(event) => setText(event.target.value)}
        className="[&_textarea]:font-serif [&_textarea]:leading-relaxed"
      />
      <div className="flex flex-wrap gap-2">
        <button type="button" className={buttonClass('primary', 'sm')} onClick={() => void copy()}>
          {_('reports.letter.copy')}
        </button>
        <button type="button" className={buttonClass('secondary', 'sm')} onClick={print}>
          {_('reports.print')}
        </button>
        <button
          type="button"
          className={buttonClass('secondary', 'sm')}
          disabled={email.isPending}
          aria-busy={email.isPending || undefined}
          onClick={() => {
            setStatus('');
            email.mutate();
          }}
        >
          {email.isPending ? _('reports.letter.sending') : _('reports.letter.email')}
        </button>
        {edited ? (
          <button
            type="button"
            className={buttonClass('ghost', 'sm')}
            onClick={() => {
              setSubject(letter.subject);
              setText(letter.text);
              setStatus(_('reports.letter.undone'));
            }}
          >
            {_('reports.letter.undo')}
          </button>
        ) : null}
      </div>
      {email.isError ? <ErrorAlert>{describe(email.error)}</ErrorAlert> : null}
      <p
        role="status"
        className={
          status
            ? 'rounded-lg border border-green-300 bg-green-50 px-4 py-3 text-sm font-medium text-green-900'
            : 'sr-only'
        }
      >
        {status}
      </p>
      {createPortal(<div data-letter-print>{`${text}`}</div>, document.body)}
    </section>
  );
}
