import { isApiError } from '@maplepack/api-client';
import {
  editablePageSlugSchema,
  LANGUAGES,
  type AdminContentPage,
  type AdminContentVersion,
  type EditablePageSlug,
  type Language,
} from '@maplepack/api-contract';
import { Button, Checkbox, Loader, SelectField, TextField } from '@maplepack/ui';
import { useMemo, useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Alert } from '../../components/alert';
import { columns, muted, nativeField, panel, stack, table } from '../../components/admin.css';
import { PageHeading } from '../../components/page-heading';
import { useServices } from '../../lib/admin-context';
import { useLoad } from '../../lib/use-load';
import { TEXT } from '../../text';
import { ContentFields, fieldId, focusField } from './content-fields';
import { visuallyHiddenLegend } from './content-fields.css';
import { checkContent, errorSummary, jsonOf, pageTree, readJson, TITLE_KEY } from './content-form';
import { errorsByPath } from './form/field-errors';
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
    return { title: page.title_fr, acf: page.acf_fr as unknown, copied: false };
  if (language === 'fr') return { title: page.title, acf: page.acf as unknown, copied: true };
  return { title: page.title, acf: page.acf as unknown, copied: false };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

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
  const [acf, setAcf] = useState<unknown>(() => languageFields(page, 'en').acf);
  // The JSON view's text while it is open; null when the form shows.
  const [json, setJson] = useState<string | null>(null);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [tried, setTried] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const tree = pageTree(slug);
  const checked = useMemo(() => checkContent(slug, title, acf), [slug, title, acf]);
  const errors = useMemo(() => errorsByPath('errors' in checked ? checked.errors : []), [checked]);
  const jsonRead = json === null ? null : readJson(json);
  const name = CONTENT_TEXT.pages[slug];
  const shown = (key: string) => tried || touched.has(key);
  const touch = (key: string) => {
    if (!touched.has(key)) setTouched(new Set([...touched, key]));
  };

  const switchTo = (next: Language, from: AdminContentPage = page) => {
    const fields = languageFields(from, next);
    setLanguage(next);
    setTitle(fields.title);
    setAcf(fields.acf);
    if (json !== null) setJson(jsonOf(fields.acf));
    setTouched(new Set());
    setTried(false);
    setFailure(null);
    setDone(null);
  };
  /** The JSON view opens on the form's value; the form comes back only with JSON it can read. */
  const toggleJson = (open: boolean) => {
    if (open) {
      setJson(jsonOf(acf));
      return;
    }
    if (jsonRead !== null && 'error' in jsonRead) {
      setFailure(`${T.fixJsonFirst} ${jsonRead.error}`);
      return;
    }
    setFailure(null);
    setJson(null);
  };
  const editJson = (text: string) => {
    setJson(text);
    const read = readJson(text);
    if ('acf' in read) setAcf(read.acf);
  };
  /** After a save or a restore: the fields show what is stored now, the history its new version. */
  const refresh = async (saved: AdminContentPage, message: string, showIn: Language) => {
    const { versions: fresh } = await client.contentHistory(slug);
    onChanged(saved, fresh);
    switchTo(showIn, saved);
    setDone(message);
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setFailure(null);
    setDone(null);
    if (jsonRead !== null && 'error' in jsonRead) {
      setFailure(`${T.invalid} ${jsonRead.error}`);
      return;
    }
    if ('errors' in checked) {
      setTried(true);
      setFailure(errorSummary(checked.errors));
      const first = checked.errors[0];
      if (json === null && first !== undefined)
        focusField(first.path[0] === TITLE_KEY ? 'content-title' : fieldId(first.path));
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
  const titleError = shown(TITLE_KEY) ? errors.get(TITLE_KEY) : undefined;

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
          <TextField
            id="content-title"
            label={T.pageTitle}
            value={title}
            error={titleError}
            onChange={(event) => {
              touch(TITLE_KEY);
              setTitle(event.target.value);
            }}
          />
          <Checkbox
            label={T.advanced}
            checked={json !== null}
            onChange={(event) => toggleJson(event.target.checked)}
          />
          {json === null ? (
            <fieldset className={stack} aria-describedby="content-fields-hint">
              <legend className={visuallyHiddenLegend}>{T.fields}</legend>
              <p id="content-fields-hint" className={muted}>
                {T.fieldsHint}
              </p>
              <ContentFields
                tree={tree}
                value={acf}
                onChange={setAcf}
                errors={errors}
                shown={shown}
                touch={touch}
              />
            </fieldset>
          ) : (
            <label className={nativeField}>
              {T.jsonFields}
              <span className={muted}>{T.jsonHint}</span>
              <textarea
                rows={24}
                spellCheck={false}
                value={json}
                onChange={(event) => editJson(event.target.value)}
                aria-invalid={(jsonRead !== null && 'error' in jsonRead) || 'errors' in checked}
              />
            </label>
          )}
          <Button type="submit" loading={busy}>
            {T.save}
          </Button>
        </form>
        <section className={panel} aria-labelledby="preview-heading">
          <h2 id="preview-heading">{T.preview}</h2>
          <p className={muted}>{T.previewHint}</p>
          {'body' in checked ? (
            <ContentPreview title={checked.body.title} acf={checked.body.acf} />
          ) : isRecord(acf) ? (
            <>
              <p className={muted}>{T.previewIncomplete}</p>
              <ContentPreview title={title} acf={acf} />
            </>
          ) : (
            <p className={muted}>{T.previewUnavailable}</p>
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
