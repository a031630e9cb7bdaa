import { Link } from 'react-router-dom';
import { FOUNDING_YEAR } from '@catalogue/domain';
import { PageHero } from '../../components/PageHero';
import { siteTitle, usePageMeta } from '../../components/usePageMeta';
import { SITE } from '../../config/site';
import './AboutPage.css';

const REASONS = [
  {
    title: 'Pressed cold, in wood',
    text: 'Our wooden presses turn slowly, so the oil never heats up: flavour, aroma and nutrients stay where nature put them.',
  },
  {
    title: 'Nothing refined away',
    text: 'No bleaching, deodorising or chemical solvents. The oil is filtered by settling and cloth, the way it always was.',
  },
  {
    title: 'Seeds we can trace',
    text: 'We buy groundnuts, sesame and coconuts directly from farmers we know, and pay them fairly for their harvest.',
  },
  {
    title: 'Small, fresh batches',
    text: 'We press in small batches through the week, so what reaches your kitchen is fresh, not months old.',
  },
  {
    title: 'Honest organic foods',
    text: 'Millets, jaggery, spices and pulses from organic farms: the staples we use in our own homes.',
  },
  {
    title: 'Ask us anything',
    text: 'Order and ask questions over chat or phone. A real person from the mill answers.',
  },
];

const DIFFERENCES = [
  { aspect: 'Extraction', ours: 'Wooden press (chekku), slow and cold', usual: 'Steel expellers and chemical solvents at high heat' },
  { aspect: 'Processing', ours: 'Natural settling and cloth filtering', usual: 'Refined, bleached and deodorised' },
  { aspect: 'Additives', ours: 'None', usual: 'Preservatives and anti-foaming agents are common' },
  { aspect: 'Taste and aroma', ours: 'Rich, true to the seed', usual: 'Neutral, stripped of flavour' },
  { aspect: 'Source', ours: 'Directly from farmers we know', usual: 'Commodity markets' },
];

export default function AboutPage() {
  usePageMeta(
    siteTitle('About Us'),
    `The story of ${SITE.name}: wood-pressed oils made the traditional way since ${FOUNDING_YEAR}, why they are better, and how we differ.`,
  );
  return (
    <>
      <PageHero title="About Us" lead={`Traditional wood-pressed oils and organic foods, made with care since ${FOUNDING_YEAR}.`} />
      <section className="section" aria-labelledby="story-title">
        <div className="container about-story">
          <h2 id="story-title">Our Story</h2>
          <p>
            {SITE.name} began in {FOUNDING_YEAR}, when our founder went looking for the oil she grew up with and found
            only refined bottles on the shelves. She set up a single wooden press (a <em>chekku</em>) driven slowly,
            the way the village mills of her childhood worked, and started pressing groundnuts bought from a farmer down
            the road.
          </p>
          <p>
            Neighbours came back for more, then their friends did. Today we run several wooden presses, buy directly
            from a growing group of farmers, and have added organic foods that belong in the same kitchen: millets,
            jaggery, spices and pulses. What has not changed is the method: slow, cold, and nothing added.
          </p>
        </div>
      </section>
      <section className="section about-reasons" aria-labelledby="reasons-title">
        <div className="container">
          <h2 id="reasons-title" className="section-title">
            Why Choose Our Oils
          </h2>
          <ul className="reason-grid">
            {REASONS.map((reason) => (
              <li key={reason.title}>
                <h3>{reason.title}</h3>
                <p>{reason.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section className="section" aria-labelledby="difference-title">
        <div className="container">
          <h2 id="difference-title" className="section-title">
            How We Are Different
          </h2>
          <div className="table-scroll" tabIndex={0} role="region" aria-labelledby="difference-title">
            <table className="difference-table">
              <caption className="visually-hidden">Our wood-pressed oils compared with refined oils</caption>
              <thead>
                <tr>
                  <th scope="col">Aspect</th>
                  <th scope="col">{SITE.name}</th>
                  <th scope="col">Refined oils</th>
                </tr>
              </thead>
              <tbody>
                {DIFFERENCES.map((row) => (
                  <tr key={row.aspect}>
                    <th scope="row">{row.aspect}</th>
                    <td>{row.ours}</td>
                    <td>{row.usual}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p className="section-action">
            <Link className="btn btn-green" to="/products">
              Explore Our Products
            </Link>
          </p>
        </div>
      </section>
    </>
  );
}
