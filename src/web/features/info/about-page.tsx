import { Trans, useLingui } from '@lingui/react';
import { Link } from 'react-router';
import { COMPS_LOOKBACK_MONTHS } from '#core/constants';
import { paths } from '../../lib/paths';
import { InfoPage, textLinkClass } from '../../components/info-page';

const headingClass = 'text-2xl font-bold tracking-tight text-slate-900';

/** /about (docs/product.md#information-pages): a short, plain description of who RentValue is for and how it works. */
export function AboutPage() {
  const { _ } = useLingui();
  return (
    <InfoPage
      title={_('info.about.title')}
      description={_('info.about.description')}
      intro={<p>{_('info.about.intro', { months: COMPS_LOOKBACK_MONTHS })}</p>}
    >
      <div className="mt-8 space-y-8 text-lg leading-relaxed text-slate-700">
        <section aria-labelledby="about-for">
          <h2 id="about-for" className={headingClass}>
            {_('info.about.forTitle')}
          </h2>
          <p className="mt-3">{_('info.about.for')}</p>
        </section>
        <section aria-labelledby="about-how">
          <h2 id="about-how" className={headingClass}>
            {_('info.about.howTitle')}
          </h2>
          <p className="mt-3">
            <Trans
              id="info.about.how"
              components={{
                0: <Link to={paths.faqs} className={textLinkClass} />,
                1: <Link to={paths.howTo} className={textLinkClass} />,
              }}
            />
          </p>
        </section>
        <section aria-labelledby="about-independent">
          <h2 id="about-independent" className={headingClass}>
            {_('info.about.independentTitle')}
          </h2>
          <p className="mt-3">{_('info.about.independent')}</p>
        </section>
        <section aria-labelledby="about-contact">
          <h2 id="about-contact" className={headingClass}>
            {_('info.about.contactTitle')}
          </h2>
          <p className="mt-3">
            <Trans
              id="info.about.contact"
              components={{
                0: <Link to={paths.contact} className={textLinkClass} />,
                1: <Link to={paths.learnMore} className={textLinkClass} />,
              }}
            />
          </p>
        </section>
      </div>
    </InfoPage>
  );
}
