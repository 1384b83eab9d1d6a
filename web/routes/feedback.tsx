import type { Route } from './+types/feedback';
import { FeedbackForm } from '../features/feedback/FeedbackForm';
import { feedbackTypes } from '../features/feedback/load';
import feedbackStylesHref from '../features/feedback/feedback.css?url';
import { pageTitle } from '../lib/meta';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: feedbackStylesHref }];
export const meta: Route.MetaFunction = () => [{ title: pageTitle('Release a Feedback') }];

export async function loader({ context }: Route.LoaderArgs) {
  return { types: (await feedbackTypes(context.api)).filter((t) => t.dicDetailCode !== 'CONSULTING') };
}

/** /feedback (§2): 'Release a Feedback'. */
export default function Feedback({ loaderData }: Route.ComponentProps) {
  return (
    <div className="feedback-page">
      <h1>Release a Feedback</h1>
      <FeedbackForm types={loaderData.types} name="feedback" />
    </div>
  );
}
