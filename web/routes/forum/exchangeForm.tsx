import type { Route } from './+types/exchangeForm';
import { topicCalls } from '../../../contracts/forum/calls';
import { POSTING_LIMITS } from '../../../contracts/posting/codes';
import { siteCalls } from '../../../contracts/site/calls';
import communityCss from '../../ui/posts/posts.css?url';
import { requireUser } from '../../ui/posts/require-user';
import { TopicForm } from '../../features/forum/TopicForm';
import { createApi } from '../../lib/api';
import { pageTitle } from '../../lib/meta';
import { Form } from 'antd';
import { Uploader } from '../../ui/uploads/Uploader';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: communityCss }];
export const meta: Route.MetaFunction = () => [{ title: pageTitle('Release a topic') }, { name: 'robots', content: 'noindex' }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const api = createApi(context.api);
  await requireUser(api, request);
  const [classes, labels, agreements] = await Promise.all([
    api.call(siteCalls.dictionary, { query: { dicCode: 'community_label_class' } }),
    api.call(topicCalls.labels, { params: { page: 1, limit: POSTING_LIMITS.labelsPage }, body: { labelStatus: 1, who: 'PC' } }),
    api.call(siteCalls.agreements, { query: { agreementType: 'INSTRUCTION' } }),
  ]);
  return {
    classes: classes.list.map((c) => ({ value: c.dicDetailCode, label: c.dicDetailEnName })),
    labels: labels.list,
    instruction: agreements.list[0],
  };
}

/** §2 'Release a topic'. */
export default function ReleaseTopic({ loaderData }: Route.ComponentProps) {
  return (
    <section className="community-page community-page--form" aria-labelledby="topic-form-title">
      <h1 id="topic-form-title" className="community-title">
        Release a topic
      </h1>
      <p className="community-note">Your topic is reviewed before it appears in the forum; you see its status in My Topic.</p>
      <TopicForm
        classes={loaderData.classes}
        labels={loaderData.labels}
        instruction={loaderData.instruction}
        media={{
          photos: (
            <Form.Item name="images" label={`Photos (up to ${POSTING_LIMITS.imagesMax})`}>
              <Uploader purpose="topic-image" kind="image" maxCount={POSTING_LIMITS.imagesMax} />
            </Form.Item>
          ),
          video: (
            <Form.Item
              name="video"
              label="Video (one file under 10 MB)"
              getValueProps={(v?: string) => ({ value: v ? [v] : [] })}
              getValueFromEvent={(urls: string[]) => urls[0]}
            >
              <Uploader purpose="topic-video" kind="video" maxCount={1} />
            </Form.Item>
          ),
        }}
      />
    </section>
  );
}
