import { LeftOutlined, PlusOutlined, RightOutlined, UploadOutlined, VideoCameraAddOutlined } from '@ant-design/icons';
import { Upload, type UploadFile } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { tooManyMessage, UPLOAD_RULES, type UploadKind, type UploadPurpose } from '../../../contracts/uploads/codes';
import { browserApi, useErrorText } from '../../lib/api';
import { useLocalText, useT } from '../../lib/i18n';
import { postsMessages } from '../posts/messages';
import { uploadFile } from './upload-flow';
import './uploads.css';

export interface UploaderProps {
  purpose: UploadPurpose;
  kind?: UploadKind;
  /** At most this many files (the purpose's own limit when it is lower). */
  maxCount?: number;
  /** The files' addresses: what Form.Item passes in and what the form sends. */
  value?: string[];
  onChange?: (urls: string[]) => void;
  disabled?: boolean;
  id?: string;
}

const nameOf = (url: string) => decodeURIComponent(url.split('/').pop() ?? url);

/** The accept attribute: the purpose's extensions, so the picker offers the right files. */
const acceptOf = (purpose: UploadPurpose) => UPLOAD_RULES[purpose].extensions.map((ext) => `.${ext}`).join(',');

/**
 * Files for a form through the shared uploads (docs/uploads.md): picks, checks in the browser with §5's messages,
 * uploads with progress, and hands the addresses to the form; a file can be removed. Usable as a Form.Item child.
 * The files keep the order they were picked in, however their uploads finish, and can be moved earlier or later
 * (the first picture is a post's cover). A single picture (an avatar) is replaced by picking another.
 */
export function Uploader({ purpose, kind = UPLOAD_RULES[purpose].kind, maxCount, value, onChange, disabled, id }: UploaderProps) {
  const t = useT(postsMessages);
  // §5's refusals in the page's language, as the server answers them: the spec's Chinese words on a Chinese page,
  // their English twins on an English one (contracts/uploads/messages).
  const local = useLocalText();
  const errorText = useErrorText();
  const rules = UPLOAD_RULES[purpose];
  const limit = Math.min(maxCount ?? rules.maxCount, rules.maxCount);
  const [pending, setPending] = useState<UploadFile[]>([]);
  const [error, setError] = useState<string | null>(null);
  // Several files finish one after another: each adds to the newest list, not to the one of its render.
  const current = useRef<string[]>(value ?? []);
  useEffect(() => {
    current.current = value ?? [];
  }, [value]);
  // Uploads still to join the list, in the order they were picked; one that finishes early waits for those before it.
  const picked = useRef<string[]>([]);
  const arrived = useRef(new Map<string, string | null>());
  const single = limit === 1;
  const flush = () => {
    while (picked.current.length && arrived.current.has(picked.current[0]!)) {
      const uid = picked.current.shift()!;
      const url = arrived.current.get(uid);
      arrived.current.delete(uid);
      update(uid, null);
      if (url) current.current = single ? [url] : [...current.current, url];
    }
    onChange?.(current.current);
  };
  const move = (url: string, by: -1 | 1) => {
    const list = [...current.current];
    const from = list.indexOf(url);
    const to = from + by;
    if (from < 0 || to < 0 || to >= list.length) return;
    [list[from], list[to]] = [list[to]!, list[from]!];
    current.current = list;
    onChange?.(list);
  };

  const done: UploadFile[] = (value ?? []).map((url) => ({
    uid: url,
    name: nameOf(url),
    status: 'done',
    url,
    thumbUrl: kind === 'image' ? url : undefined,
  }));
  const update = (uid: string, change: Partial<UploadFile> | null) =>
    setPending((list) => (change ? list.map((f) => (f.uid === uid ? { ...f, ...change } : f)) : list.filter((f) => f.uid !== uid)));

  return (
    <div className="uploader" id={id}>
      <Upload
        accept={acceptOf(purpose)}
        listType={kind === 'image' ? 'picture-card' : 'text'}
        multiple={limit > 1}
        disabled={disabled}
        fileList={[...done, ...pending]}
        beforeUpload={(file, batch) => {
          setError(null);
          // A single picture is replaced, so there is always room for one.
          const room = single ? 1 - pending.length : limit - (current.current.length + pending.length);
          if (batch.indexOf(file) >= room) {
            setError(local(tooManyMessage({ ...rules, maxCount: limit })));
            return Upload.LIST_IGNORE;
          }
          return true;
        }}
        customRequest={({ file }) => {
          const chosen = file as File & { uid: string };
          setPending((list) => [...list, { uid: chosen.uid, name: chosen.name, status: 'uploading', percent: 0 }]);
          picked.current.push(chosen.uid);
          uploadFile(browserApi(), purpose, chosen, { onProgress: (percent) => update(chosen.uid, { percent }) }).then(
            (uploaded) => {
              arrived.current.set(chosen.uid, uploaded.url);
              flush();
            },
            (err: unknown) => {
              arrived.current.set(chosen.uid, null);
              flush();
              setError(errorText(err));
            },
          );
        }}
        onRemove={(file) => {
          if (file.status !== 'done' || !file.url) return true;
          current.current = current.current.filter((url) => url !== file.url);
          onChange?.(current.current);
          return true;
        }}
        showUploadList={{ showPreviewIcon: false }}
        itemRender={(node, file) => {
          const at = file.status === 'done' && file.url ? (value ?? []).indexOf(file.url) : -1;
          if (at < 0 || (value?.length ?? 0) < 2) return node;
          const name = file.name;
          return (
            <div className="uploader__item">
              {node}
              <span className="uploader__move">
                <button type="button" aria-label={t('upload.earlier', { name })} disabled={at === 0} onClick={() => move(file.url!, -1)}>
                  <LeftOutlined aria-hidden />
                </button>
                <button
                  type="button"
                  aria-label={t('upload.later', { name })}
                  disabled={at === (value?.length ?? 0) - 1}
                  onClick={() => move(file.url!, 1)}
                >
                  <RightOutlined aria-hidden />
                </button>
              </span>
            </div>
          );
        }}
        // The image tile is a plain box: without this the kit leaves it out of the Tab order. A video's or documents' tile
        // is our button: the kit then adds no role="button" around it, so there is one control, not one inside another.
        hasControlInside={kind !== 'image'}
      >
        {((value?.length ?? 0) + pending.length < limit || (single && pending.length === 0)) && !disabled ? (
          kind === 'image' ? (
            <div className="uploader__add">
              <PlusOutlined aria-hidden />
              <div>{single && value?.length ? t('upload.replace') : t('upload.add')}</div>
            </div>
          ) : (
            <button type="button" className="uploader__video ant-btn ant-btn-default">
              {kind === 'video' ? <VideoCameraAddOutlined aria-hidden /> : <UploadOutlined aria-hidden />}{' '}
              {t(kind === 'video' ? 'upload.video' : 'upload.documents')}
            </button>
          )
        ) : null}
      </Upload>
      {kind === 'video' && value?.[0] && <video className="uploader__player" src={value[0]} controls preload="metadata" />}
      {error && (
        <div role="alert" className="uploader__error">
          {error}
        </div>
      )}
    </div>
  );
}
