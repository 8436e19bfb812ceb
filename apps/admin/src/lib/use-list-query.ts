import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { pageParam } from './list-params';

/** The page the address asks for; 1 when it names none, or one the contracts would refuse ("0", "2.5"). */
export function pageFrom(params: URLSearchParams): number {
  return Number(pageParam(params) ?? '1');
}

/** A draft filter's `value` and `onChange`, spread onto its input or select. */
export interface FieldProps {
  value: string;
  onChange: (event: { target: { value: string } }) => void;
}

export interface ListQuery<Name extends string> {
  /** What the address bar asks for now: the list's filters and page. */
  params: URLSearchParams;
  page: number;
  field: (name: Name) => FieldProps;
  /** The search form's submit: the non-blank drafts, trimmed, become the address (page 1). */
  apply: (event: FormEvent) => void;
  goTo: (page: number) => void;
}

/**
 * A list page's search kept in the address bar, so it can be shared, reloaded or gone back to. The form
 * edits a draft (first filled by `initial` from the address: the page decides what of it is valid);
 * submitting it replaces the address, and the page number is the address's too.
 */
export function useListQuery<Name extends string>(
  initial: (params: URLSearchParams) => Record<Name, string>,
): ListQuery<Name> {
  const [params, setParams] = useSearchParams();
  const [draft, setDraft] = useState(() => initial(params));
  return {
    params,
    page: pageFrom(params),
    field: (name) => ({
      value: draft[name],
      onChange: (event) => setDraft({ ...draft, [name]: event.target.value }),
    }),
    apply: (event) => {
      event.preventDefault();
      const next = new URLSearchParams();
      for (const [name, value] of Object.entries<string>(draft))
        if (value.trim() !== '') next.set(name, value.trim());
      setParams(next);
    },
    goTo: (page) => {
      const next = new URLSearchParams(params);
      next.set('page', String(page));
      setParams(next);
    },
  };
}
