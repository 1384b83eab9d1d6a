import { data } from 'react-router';
import type { Route } from './+types/exchangeForm';
import type { Topic } from '../../../contracts/forum/models';
import { topicCalls } from '../../../contracts/forum/calls';
import { POSTING_LIMITS } from '../../../contracts/posting/codes';
import { siteCalls } from '../../../contracts/site/calls';
import communityCss from '../../ui/posts/posts.css?url';
import { requireUser } from '../../ui/posts/require-user';
import { TopicForm } from '../../features/forum/TopicForm';
import { forumMessages } from '../../features/forum/messages';
import { createApi } from '../../lib/api';
import { languageOfMatches, languageOfRequest, translator, useT } from '../../lib/i18n';
import { pageTitle } from '../../lib/meta';
import { detailOr404 } from '../../lib/loaders';
import { dictionaryName } from '../../ui/posts/dictionary-name';
import { Form } from 'antd';
import { Uploader } from '../../ui/uploads/Uploader';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: communityCss }];
export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(translator(languageOfMatches(matches), forumMessages)('release.title')) },
  { name: 'robots', content: 'noindex' },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const api = createApi(context.api);
  await requireUser(api, request);
  const [editing, classes, labels, agreements] = await Promise.all([
    ownTopic(api, new URL(request.url).searchParams.get('id')),
    api.call(siteCalls.dictionary, { query: { dicCode: 'community_label_class' } }),
    api.call(topicCalls.labels, { params: { page: 1, limit: POSTING_LIMITS.labelsPage }, body: { labelStatus: 1, who: 'PC' } }),
    api.call(siteCalls.agreements, { query: { agreementType: 'INSTRUCTION' } }),
  ]);
  return {
    classes: classes.list.map((c) => ({ value: c.dicDetailCode, label: dictionaryName(c, languageOfRequest(request)) })),
    labels: labels.list,
    instruction: agreements.list[0],
    editing,
  };
}

/** With ?id=, the author's own topic to edit (issue 27, decision 0050), read under the owner policy; anyone else's is a 404. */
async function ownTopic(api: ReturnType<typeof createApi>, id: string | null): Promise<Topic | undefined> {
  if (id === null) return undefined;
  const wanted = Number(id);
  if (!Number.isSafeInteger(wanted) || wanted < 1) throw data(null, { status: 404 });
  return detailOr404(() => api.call(topicCalls.own, { query: { id: wanted } }));
}

/** §2 'Release a topic'. */
export default function ReleaseTopic({ loaderData }: Route.ComponentProps) {
  const t = useT(forumMessages);
  return (
    <section className="community-page community-page--form" aria-labelledby="topic-form-title">
      <h1 id="topic-form-title" className="community-title">
        {loaderData.editing ? t('release.editTitle') : t('release.title')}
      </h1>
      <p className="community-note">{loaderData.editing ? t('release.editNote') : t('release.note')}</p>
      <TopicForm
        classes={loaderData.classes}
        labels={loaderData.labels}
        instruction={loaderData.instruction}
        editing={loaderData.editing}
        media={{
          photos: (
            <Form.Item name="images" label={t('release.photos', { max: POSTING_LIMITS.imagesMax })}>
              <Uploader purpose="topic-image" kind="image" maxCount={POSTING_LIMITS.imagesMax} />
            </Form.Item>
          ),
          video: (
            <Form.Item
              name="video"
              label={t('release.videoFile')}
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
