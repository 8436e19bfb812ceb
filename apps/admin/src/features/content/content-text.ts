import { type EditablePageSlug, type Language } from '@maplepack/api-contract';

/** The content pages' words (kept beside them, so sections built at the same time merge cleanly). */
export const CONTENT_TEXT = {
  section: 'Content pages',
  pages: {
    about: 'About',
    faq: 'FAQ',
    team: 'Team',
    references: 'References',
    privacy: 'Privacy policy',
    terms: 'Terms and conditions',
  } satisfies Record<EditablePageSlug, string>,
  languages: { en: 'English', fr: 'French' } satisfies Record<Language, string>,
  list: {
    title: 'Content pages',
    page: 'Page',
    titleEn: 'Title (English)',
    titleFr: 'Title (French)',
    updated: 'Last saved',
    notWritten: 'Not written yet: the English shows',
  },
  edit: {
    title: (page: string) => `Edit ${page}`,
    back: 'All content pages',
    language: 'Language',
    pageTitle: 'Title',
    fields: 'Fields (JSON)',
    fieldsHint:
      'The page’s fields as JSON, checked by the same rules the storefront renders the page with. Line breaks in a text start a new paragraph; **bold** is bold.',
    frenchFromEnglish: 'The French is not written yet: it starts as a copy of the English.',
    notJson: (detail: string) => `The fields are not valid JSON: ${detail}`,
    invalid: 'This page cannot be saved:',
    save: 'Save',
    saved: 'The page was saved. The storefront shows it now.',
    preview: 'Preview',
    previewHint: 'As the storefront lays it out (a simple render of the same fields).',
    previewUnavailable: 'Fix the fields to see the preview.',
    history: 'History',
    noHistory: 'No saved version yet: the first save keeps the text the page has now.',
    savedAt: 'Saved',
    by: 'By',
    seed: 'The original text',
    restore: 'Restore this version',
    restored: 'The version was restored.',
    confirmRestore: 'Restore this version? It becomes the page’s text at once, as a new version.',
  },
} as const;
