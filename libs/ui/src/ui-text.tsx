import { createContext, type ReactNode, useContext } from 'react';

/** The words the components write themselves, for screen readers and buttons: English by default. */
export interface UiText {
  /** A busy spinner's label (spec §8's loader message). */
  loading: string;
  /** A toast's close button. */
  dismiss: string;
  /** A dialog's close button. */
  close: string;
}

/** Spec §8: the loader's default message. */
export const DEFAULT_LOADING_LABEL = 'Please wait...';

const ENGLISH: UiText = { loading: DEFAULT_LOADING_LABEL, dismiss: 'Dismiss', close: 'Close' };

const UiTextContext = createContext<UiText>(ENGLISH);

/**
 * Gives the components their words in the page's language (an app in French provides French); a
 * component's own label prop still wins.
 */
export function UiTextProvider({ text, children }: { text: UiText; children: ReactNode }) {
  return <UiTextContext.Provider value={text}>{children}</UiTextContext.Provider>;
}

/** The components' words where they render. */
export function useUiText(): UiText {
  return useContext(UiTextContext);
}
