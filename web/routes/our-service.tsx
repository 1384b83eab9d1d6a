import type { Route } from './+types/our-service';
import { FEEDBACK_TYPE_CONSULTING } from '../../contracts/feedback/codes';
import { kitIsland } from '../ui/kit/island';
import { feedbackMessages } from '../features/feedback/messages';
import { CONSULTING_SERVICES, PRODUCT_CATEGORIES } from '../features/feedback/services';
import feedbackStylesHref from '../features/feedback/feedback.css?url';
import { languageOfMatches, translator, useT } from '../lib/i18n';
import { pageTitle } from '../lib/meta';

/** The form (with its uploader) is a kit part: painted from the server's markup, hydrated once the kit has loaded. */
const FeedbackForm = kitIsland(() => import('../features/feedback/FeedbackForm').then((m) => m.FeedbackForm));

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: feedbackStylesHref }];
export const meta: Route.MetaFunction = ({ matches }) => {
  const t = translator(languageOfMatches(matches), feedbackMessages);
  return [{ title: pageTitle(t('ourService.title')) }, { name: 'description', content: t('ourService.description') }];
};

/** /ourService (§2, §1): the consulting services, the 18 product categories, and a contact form into the feedback inbox. */
export default function OurService() {
  const t = useT(feedbackMessages);
  return (
    <div className="our-service">
      <h1>{t('ourService.title')}</h1>
      <p className="our-service__lead">{t('ourService.lead')}</p>
      <h2>{t('ourService.services')}</h2>
      <ul className="our-service__grid">
        {CONSULTING_SERVICES.map((key) => (
          <li key={key}>
            <h3>{t(`services.${key}.title`)}</h3>
            <p>{t(`services.${key}.text`)}</p>
          </li>
        ))}
      </ul>
      <h2>{t('ourService.categories')}</h2>
      <ul className="our-service__categories" aria-label={t('ourService.categories')}>
        {PRODUCT_CATEGORIES.map((key) => (
          <li key={key}>{t(`productCategories.${key}`)}</li>
        ))}
      </ul>
      <section className="our-service__contact" aria-labelledby="contact-us">
        <h2 id="contact-us">{t('ourService.contact')}</h2>
        <FeedbackForm
          types={[]}
          fixedType={FEEDBACK_TYPE_CONSULTING}
          photos={false}
          name="consulting"
          submitText={t('ourService.send')}
          contentLabel={t('ourService.message')}
        />
      </section>
    </div>
  );
}
