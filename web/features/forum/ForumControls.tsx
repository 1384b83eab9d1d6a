import { Button, Input, Select } from 'antd';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import type { labelSchema } from '../../../contracts/forum/models';
import { POSTING_LIMITS } from '../../../contracts/posting/codes';
import { useT } from '../../lib/i18n';
import { track } from '../../lib/tracking';
import { langOfText } from '../../ui/posts/written-in';
import { forumMessages } from './messages';
import { forumHref, type ForumParams } from './params';

type Label = z.infer<typeof labelSchema>;

/**
 * The forum's label dropdown, its search and 'start a topic': a kit part of /exchange, hydrated after the first paint
 * (web/routes/forum/index.tsx). `labels` are all active labels; the dropdown offers those of the chosen class.
 */
export function ForumControls({ params, labels }: { params: ForumParams; labels: Label[] }) {
  const t = useT(forumMessages);
  const navigate = useNavigate();
  const classLabels = labels.filter((l) => !params.labelClass || l.labelClass === params.labelClass);
  return (
    <>
      <Select
        aria-label={t('forum.labelLabel')}
        className="community-label-select"
        value={params.labelCode ?? ''}
        options={[
          { value: '', label: t('forum.allLabels') },
          ...classLabels.map((l) => ({ value: l.labelCode, label: <span lang={langOfText(l.labelNameAlias)}>{l.labelNameAlias}</span> })),
        ]}
        onChange={(labelCode: string) => {
          const labelClass = labels.find((l) => l.labelCode === labelCode)?.labelClass ?? params.labelClass;
          void navigate(forumHref({ ...params, labelClass, labelCode: labelCode || undefined, page: 1 }));
        }}
      />
      <Input.Search
        aria-label={t('forum.search')}
        placeholder={t('forum.search')}
        defaultValue={params.content}
        maxLength={POSTING_LIMITS.searchMax}
        onSearch={(content) => void navigate(forumHref({ ...params, content: content.trim() || undefined, page: 1 }))}
        className="community-search"
      />
      <Button
        type="primary"
        onClick={() => {
          track('CLICK', 'topic release', 'exchange');
          // The form itself sends a visitor to sign in and back to the form, not to this list.
          void navigate('/exchange/exchangeForm');
        }}
      >
        {t('forum.release')}
      </Button>
    </>
  );
}
