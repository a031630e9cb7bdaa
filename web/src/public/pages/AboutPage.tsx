import { Link } from 'react-router-dom';
import { PageHero } from '../components/PageHero';
import { RichText } from '../../components/RichText';
import { useSite } from '../../components/siteSettings';
import { usePublicPageMeta } from '../seo/usePublicPageMeta';
import { useText } from '../i18n/useText';
import './AboutPage.css';
import { useLocalizedPath } from '../i18n/language';

function ExploreLink() {
  const localized = useLocalizedPath();
  return (
    <p className="section-action">
      <Link className="btn btn-green" to={localized('/products')}>
        {useText()('about.explore')}
      </Link>
    </p>
  );
}

/** /about-us: the lead, the story, the reasons to choose the business, and how it differs; each left out when empty. */
export default function AboutPage() {
  const { business, about } = useSite().settings;
  const { story, reasons, differences } = about;
  const text = useText();
  usePublicPageMeta(text('about.title'), text('about.metaDescription', { name: business.name, text: about.lead || business.description }));
  return (
    <>
      <PageHero title={text('about.title')}>
        <RichText text={about.lead} />
      </PageHero>
      {story.text && (
        <section className="section" aria-labelledby="story-title">
          <div className="container about-story">
            <h2 id="story-title">{story.heading}</h2>
            <RichText text={story.text} />
          </div>
        </section>
      )}
      {reasons.items.length > 0 && (
        <section className="section about-reasons" aria-labelledby="reasons-title">
          <div className="container">
            <h2 id="reasons-title" className="section-title">
              {reasons.heading}
            </h2>
            <ul className="reason-grid">
              {reasons.items.map((reason, index) => (
                <li key={index}>
                  <h3>{reason.title}</h3>
                  <RichText text={reason.text} />
                </li>
              ))}
            </ul>
          </div>
        </section>
      )}
      {differences.rows.length > 0 ? (
        <section className="section" aria-labelledby="difference-title">
          <div className="container">
            <h2 id="difference-title" className="section-title">
              {differences.heading}
            </h2>
            <div className="table-scroll" tabIndex={0} role="region" aria-labelledby="difference-title">
              <table className="difference-table">
                <caption className="visually-hidden">
                  {text('about.compared', { ours: differences.oursLabel, usual: differences.usualLabel })}
                </caption>
                <thead>
                  <tr>
                    <th scope="col">{text('about.aspect')}</th>
                    <th scope="col">{differences.oursLabel}</th>
                    <th scope="col">{differences.usualLabel}</th>
                  </tr>
                </thead>
                <tbody>
                  {differences.rows.map((row, index) => (
                    <tr key={index}>
                      <th scope="row">{row.aspect}</th>
                      <td>{row.ours}</td>
                      <td>{row.usual}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <ExploreLink />
          </div>
        </section>
      ) : (
        <div className="container section">
          <ExploreLink />
        </div>
      )}
    </>
  );
}
