import { create } from 'zustand';

/**
 * What the survey layout's header needs from the health-assessment session. The session (an xstate
 * actor, built with the assessment) connects its own handlers; until then Back is hidden and Exit
 * only returns home.
 */
export interface SurveyShellState {
  canGoBack: boolean;
  back: () => void;
  /** Soft reset: keeps 'survey taken' and the cart, forgets the answers in progress (spec §4). */
  softReset: () => void;
  connect: (handlers: Partial<Pick<SurveyShellState, 'canGoBack' | 'back' | 'softReset'>>) => void;
}

export const useSurveyShellStore = create<SurveyShellState>()((set) => ({
  canGoBack: false,
  back: () => undefined,
  softReset: () => undefined,
  connect: (handlers) => set(handlers),
}));
