import { UploadOutlined } from '@ant-design/icons';
import { Alert, Button, DatePicker, Form, Input, Select, Space, Switch, Upload } from 'antd';
import type { Dayjs } from 'dayjs';
import { useEffect, useId, useState } from 'react';
import { useRevalidator } from 'react-router';
import { importCalls } from '../../../../contracts/imports/calls';
import { IMPORT_EXTENSIONS } from '../../../../contracts/imports/codes';
import type { Importer, ImportPreview as Preview, ImportRun } from '../../../../contracts/imports/models';
import { browserApi } from '../../../lib/api';
import { useT } from '../../../lib/i18n';
import { adminDataMessages } from '../data/messages';
import { ImportPreview } from './ImportPreview';
import { ImportReport } from './ImportReport';
import { useImporterName } from './importer-names';
import { CodeText } from '../../../ui/CodeText';

/** How often a running import is asked for its progress. */
const POLL_MS = 1_000;

/** Polls a running import until it ends; answers the latest state. */
function useRunProgress(started: ImportRun | null): ImportRun | null {
  const [run, setRun] = useState(started);
  const revalidator = useRevalidator();
  useEffect(() => setRun(started), [started]);
  const running = run?.status === 'running' ? run.id : null;
  useEffect(() => {
    if (running === null) return;
    let stopped = false;
    const timer = setInterval(() => {
      browserApi()
        .call(importCalls.run, { params: { id: running } })
        .then((next) => {
          if (stopped) return;
          setRun(next);
          if (next.status !== 'running') void revalidator.revalidate();
        })
        .catch(() => {});
    }, POLL_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [running, revalidator]);
  return run;
}

/**
 * Upload a published data file: choose its kind, see its first rows as they will be read, run it (or dry-run it),
 * watch the progress, then read the report with every refused row.
 */
export function ImportWizard({ importers }: { importers: Importer[] }) {
  const t = useT(adminDataMessages);
  const importerName = useImporterName();
  const [kind, setKind] = useState(importers[0]?.kind);
  // Each field's label names its control (the items hold no form field of their own to point at).
  const ids = useId();
  const [code, setCode] = useState('');
  const [asOf, setAsOf] = useState<Dayjs | null>(null);
  const [dryRun, setDryRun] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<Preview | null>(null);
  const [started, setStarted] = useState<ImportRun | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = useRunProgress(started);
  const importer = importers.find((i) => i.kind === kind);

  const reset = () => {
    setPreview(null);
    setStarted(null);
    setError(null);
  };
  const act = async (work: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await work();
    } catch (err) {
      setError((err as Error).message);
    } finally {
      setBusy(false);
    }
  };
  const showPreview = () =>
    act(async () => {
      if (!file || !kind) return;
      setPreview(await browserApi().call(importCalls.preview, { query: { kind }, file }));
    });
  const start = () =>
    act(async () => {
      if (!file || !kind) return;
      const query = {
        kind,
        code: code || undefined,
        dryRun: dryRun ? ('true' as const) : ('false' as const),
        asOf: asOf?.format('YYYY-MM-DD'),
      };
      setStarted(await browserApi().call(importCalls.start, { query, file }));
    });

  if (importers.length === 0) return <Alert type="info" showIcon title={t('imports.noImporter')} />;
  return (
    <section className="import-wizard" aria-label={t('imports.wizard')}>
      <Form layout="vertical" className="import-wizard__form">
        <Form.Item
          label={t('imports.kindOfFile')}
          htmlFor={`${ids}-kind`}
          extra={importer && importerName(importer.kind, importer.description, 'description')}
        >
          <Select
            id={`${ids}-kind`}
            value={kind}
            onChange={(value) => {
              setKind(value);
              reset();
            }}
            options={importers.map((i) => ({ value: i.kind, label: importerName(i.kind, i.title) }))}
          />
        </Form.Item>
        {importer?.needsCode && (
          <Form.Item label={t('imports.code')} htmlFor={`${ids}-code`} required extra={<CodeText text={t('imports.codeHint')} />}>
            <Input id={`${ids}-code`} value={code} maxLength={20} onChange={(event) => setCode(event.target.value.trim().toUpperCase())} />
          </Form.Item>
        )}
        <Space wrap size="large">
          <Form.Item label={t('imports.asOfLabel')} htmlFor={`${ids}-as-of`}>
            <DatePicker id={`${ids}-as-of`} value={asOf} onChange={setAsOf} placeholder={t('imports.today')} />
          </Form.Item>
          <Form.Item label={t('imports.dryRun')} htmlFor={`${ids}-dry-run`}>
            <Switch id={`${ids}-dry-run`} checked={dryRun} onChange={setDryRun} />
          </Form.Item>
        </Space>
        <Form.Item label={<CodeText text={t('imports.fileLabel')} />}>
          <Upload
            accept={IMPORT_EXTENSIONS.join(',')}
            maxCount={1}
            fileList={file ? [{ uid: 'file', name: file.name, status: 'done' }] : []}
            beforeUpload={(chosen) => {
              setFile(chosen);
              reset();
              return false;
            }}
            onRemove={() => {
              setFile(null);
              reset();
            }}
          >
            <Button icon={<UploadOutlined aria-hidden />}>{t('imports.chooseFile')}</Button>
          </Upload>
        </Form.Item>
        <Space>
          <Button onClick={() => void showPreview()} disabled={!file || busy}>
            {t('imports.preview')}
          </Button>
          <Button
            type="primary"
            onClick={() => void start()}
            disabled={!file || busy || run?.status === 'running' || (importer?.needsCode && !code) || (preview?.missing.length ?? 0) > 0}
            loading={busy && !!preview}
          >
            {dryRun ? t('imports.startDryRun') : t('imports.start')}
          </Button>
        </Space>
      </Form>
      {error && <Alert type="error" showIcon title={error} role="alert" />}
      {preview && !run && <ImportPreview preview={preview} />}
      {run && <ImportReport run={run} />}
    </section>
  );
}
