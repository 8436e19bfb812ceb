import { isApiError } from '@maplepack/api-client';
import {
  editablePageSlugSchema,
  LANGUAGES,
  type AdminContentPage,
  type AdminContentVersion,
  type EditablePageSlug,
  type Language,
} from '@maplepack/api-contract';
import { Button, Loader, SelectField, TextField } from '@maplepack/ui';
import { useMemo, useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Alert } from '../../components/alert';
import { columns, muted, nativeField, panel, stack, table } from '../../components/admin.css';
import { PageHeading } from '../../components/page-heading';
import { useServices } from '../../lib/admin-context';
import { useLoad } from '../../lib/use-load';
import { TEXT } from '../../text';
import { checkContent, jsonOf } from './content-form';
import { ContentPreview } from './content-preview';
import { CONTENT_TEXT } from './content-text';

const T = CONTENT_TEXT.edit;

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-CA', {
    dateStyle: 'medium',
    timeStyle: 'medium',
    timeZone: 'America/Toronto',
  });

/** One content page: its title and fields in one language at a time, a preview, and its history. */
export function ContentPage() {
  const { client } = useServices();
  const parsed = editablePageSlugSchema.safeParse(useParams()['slug']);
  const slug = parsed.success ? parsed.data : null;
  const [loaded, replace] = useLoad(
    (signal) =>
      slug === null
        ? Promise.reject(new Error('not a page'))
        : Promise.all([client.contentPage(slug, { signal }), client.contentHistory(slug, { signal })]),
    String(slug),
  );
  if (slug === null || loaded.state === 'failed')
    return (
      <>
        <PageHeading>{CONTENT_TEXT.list.title}</PageHeading>
        <Alert
          message={loaded.state === 'failed' && slug !== null ? loaded.message : TEXT.app.genericError}
        />
        <Link to="/content">{T.back}</Link>
      </>
    );
  if (loaded.state === 'loading') return <Loader />;
  const [page, history] = loaded.data;
  return (
    <ContentEditor
      key={slug}
      slug={slug}
      page={page}
      versions={history.versions}
      onChanged={(next, versions) => replace([next, { versions }])}
    />
  );
}

function languageFields(page: AdminContentPage, language: Language) {
  if (language === 'fr' && page.title_fr !== null && page.acf_fr !== null)
    return { title: page.title_fr, json: jsonOf(page.acf_fr), copied: false };
  if (language === 'fr') return { title: page.title, json: jsonOf(page.acf), copied: true };
  return { title: page.title, json: jsonOf(page.acf), copied: false };
}

function ContentEditor({
  slug,
  page,
  versions,
  onChanged,
}: {
  slug: EditablePageSlug;
  page: AdminContentPage;
  versions: AdminContentVersion[];
  onChanged: (page: AdminContentPage, versions: AdminContentVersion[]) => void;
}) {
  const { client } = useServices();
  const [language, setLanguage] = useState<Language>('en');
  const [title, setTitle] = useState(() => languageFields(page, 'en').title);
  const [json, setJson] = useState(() => languageFields(page, 'en').json);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const checked = useMemo(() => checkContent(slug, title, json), [slug, title, json]);
  const name = CONTENT_TEXT.pages[slug];

  const switchTo = (next: Language, from: AdminContentPage = page) => {
    const fields = languageFields(from, next);
    setLanguage(next);
    setTitle(fields.title);
    setJson(fields.json);
    setFailure(null);
    setDone(null);
  };
  /** After a save or a restore: the fields show what is stored now, the history its new version. */
  const refresh = async (saved: AdminContentPage, message: string, shown: Language) => {
    const { versions: fresh } = await client.contentHistory(slug);
    onChanged(saved, fresh);
    switchTo(shown, saved);
    setDone(message);
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setFailure(null);
    setDone(null);
    if ('error' in checked) {
      setFailure(checked.error);
      return;
    }
    setBusy(true);
    try {
      await refresh(await client.saveContentPage(slug, language, checked.body), T.saved, language);
    } catch (error) {
      setFailure(isApiError(error) ? error.message : TEXT.app.genericError);
    } finally {
      setBusy(false);
    }
  };
  const restore = async (version: AdminContentVersion) => {
    if (busy || !window.confirm(T.confirmRestore)) return;
    setBusy(true);
    setFailure(null);
    setDone(null);
    try {
      await refresh(await client.restoreContentVersion(slug, version.id), T.restored, version.language);
    } catch (error) {
      setFailure(isApiError(error) ? error.message : TEXT.app.genericError);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <PageHeading>{T.title(name)}</PageHeading>
      <p>
        <Link to="/content">{T.back}</Link>
      </p>
      <Alert message={failure} />
      <Alert message={done} tone="notice" />
      <div className={columns}>
        <form className={stack} onSubmit={(event) => void submit(event)} noValidate>
          <SelectField
            label={T.language}
            value={language}
            onChange={(event) => switchTo(event.target.value as Language)}
            options={LANGUAGES.map((value) => ({ value, label: CONTENT_TEXT.languages[value] }))}
          />
          {language === 'fr' && languageFields(page, 'fr').copied && (
            <p className={muted}>{T.frenchFromEnglish}</p>
          )}
          <TextField label={T.pageTitle} value={title} onChange={(event) => setTitle(event.target.value)} />
          <label className={nativeField}>
            {T.fields}
            <span className={muted}>{T.fieldsHint}</span>
            <textarea
              rows={24}
              spellCheck
              value={json}
              onChange={(event) => setJson(event.target.value)}
              aria-invalid={'error' in checked}
            />
          </label>
          <Button type="submit" loading={busy}>
            {T.save}
          </Button>
        </form>
        <section className={panel} aria-labelledby="preview-heading">
          <h2 id="preview-heading">{T.preview}</h2>
          <p className={muted}>{T.previewHint}</p>
          {'error' in checked ? (
            <p className={muted}>{T.previewUnavailable}</p>
          ) : (
            <ContentPreview title={checked.body.title} acf={checked.body.acf} />
          )}
        </section>
      </div>
      <section className={panel} aria-labelledby="history-heading">
        <h2 id="history-heading">{T.history}</h2>
        {versions.length === 0 ? (
          <p>{T.noHistory}</p>
        ) : (
          <table className={table}>
            <thead>
              <tr>
                <th scope="col">{T.savedAt}</th>
                <th scope="col">{T.language}</th>
                <th scope="col">{T.pageTitle}</th>
                <th scope="col">{T.by}</th>
                <th scope="col">
                  <span className={muted}>{T.restore}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {versions.map((version, index) => (
                <tr key={version.id}>
                  <td>{when(version.saved_at)}</td>
                  <td>{CONTENT_TEXT.languages[version.language]}</td>
                  <td>{version.title}</td>
                  <td>{version.staff_email ?? T.seed}</td>
                  <td>
                    {index > 0 && (
                      <Button
                        type="button"
                        variant="secondary"
                        onClick={() => void restore(version)}
                        aria-label={`${T.restore}: ${when(version.saved_at)}`}
                      >
                        {T.restore}
                      </Button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </>
  );
}
