import type { Route } from './+types/exchangeForm';
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
  const [classes, labels, agreements] = await Promise.all([
    api.call(siteCalls.dictionary, { query: { dicCode: 'community_label_class' } }),
    api.call(topicCalls.labels, { params: { page: 1, limit: POSTING_LIMITS.labelsPage }, body: { labelStatus: 1, who: 'PC' } }),
    api.call(siteCalls.agreements, { query: { agreementType: 'INSTRUCTION' } }),
  ]);
  return {
    classes: classes.list.map((c) => ({ value: c.dicDetailCode, label: dictionaryName(c, languageOfRequest(request)) })),
    labels: labels.list,
    instruction: agreements.list[0],
  };
}

/** §2 'Release a topic'. */
export default function ReleaseTopic({ loaderData }: Route.ComponentProps) {
  const t = useT(forumMessages);
  return (
    <section className="community-page community-page--form" aria-labelledby="topic-form-title">
      <h1 id="topic-form-title" className="community-title">
        {t('release.title')}
      </h1>
      <p className="community-note">{t('release.note')}</p>
      <TopicForm
        classes={loaderData.classes}
        labels={loaderData.labels}
        instruction={loaderData.instruction}
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
