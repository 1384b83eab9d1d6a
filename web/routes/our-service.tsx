import type { Route } from './+types/our-service';
import { FEEDBACK_TYPE_CONSULTING } from '../../contracts/feedback/codes';
import { FeedbackForm } from '../features/feedback/FeedbackForm';
import { CONSULTING_SERVICES, PRODUCT_CATEGORIES } from '../features/feedback/services';
import feedbackStylesHref from '../features/feedback/feedback.css?url';
import { pageTitle } from '../lib/meta';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: feedbackStylesHref }];
export const meta: Route.MetaFunction = () => [
  { title: pageTitle('Our Service') },
  {
    name: 'description',
    content: 'Consulting for exporters to China: registration, policy, port inspection, risk alerts, market data and more.',
  },
];

/** /ourService (§2, §1): the consulting services, the 18 product categories, and a contact form into the feedback inbox. */
export default function OurService() {
  return (
    <div className="our-service">
      <h1>Our Service</h1>
      <p className="our-service__lead">
        We help overseas exporters and Chinese buyers of food through every step of market access, from plant registration to the port of
        entry.
      </p>
      <h2>Consulting services</h2>
      <ul className="our-service__grid">
        {CONSULTING_SERVICES.map(([title, text]) => (
          <li key={title}>
            <h3>{title}</h3>
            <p>{text}</p>
          </li>
        ))}
      </ul>
      <h2>Product categories</h2>
      <ul className="our-service__categories" aria-label="Product categories">
        {PRODUCT_CATEGORIES.map((name) => (
          <li key={name}>{name}</li>
        ))}
      </ul>
      <section className="our-service__contact" aria-labelledby="contact-us">
        <h2 id="contact-us">Contact us</h2>
        <FeedbackForm
          types={[]}
          fixedType={FEEDBACK_TYPE_CONSULTING}
          photos={false}
          name="consulting"
          submitText="Send"
          contentLabel="Your message"
        />
      </section>
    </div>
  );
}
