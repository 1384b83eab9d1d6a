import type { Route } from './+types/feedback';
import { kitIsland } from '../ui/kit/island';
import { feedbackTypes } from '../features/feedback/load';
import { feedbackMessages } from '../features/feedback/messages';
import feedbackStylesHref from '../features/feedback/feedback.css?url';
import { languageOfMatches, translator, useT } from '../lib/i18n';
import { pageTitle } from '../lib/meta';

/** The form (with its uploader) is a kit part: painted from the server's markup, hydrated once the kit has loaded. */
const FeedbackForm = kitIsland(() => import('../features/feedback/FeedbackForm').then((m) => m.FeedbackForm));

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: feedbackStylesHref }];
export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(translator(languageOfMatches(matches), feedbackMessages)('feedback.title')) },
];

export async function loader({ context }: Route.LoaderArgs) {
  return { types: (await feedbackTypes(context.api)).filter((t) => t.dicDetailCode !== 'CONSULTING') };
}

/** /feedback (§2): 'Release a Feedback'. */
export default function Feedback({ loaderData }: Route.ComponentProps) {
  const t = useT(feedbackMessages);
  return (
    <div className="feedback-page">
      <h1>{t('feedback.title')}</h1>
      <FeedbackForm types={loaderData.types} name="feedback" />
    </div>
  );
}
