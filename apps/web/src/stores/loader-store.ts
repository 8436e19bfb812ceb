import { LOADER_MESSAGES, type LoaderSnapshot } from '@maplepack/api-client';
import { create } from 'zustand';

/**
 * The global loader (spec §4 "ajax loader active while the request queue is non-empty", §8 messages),
 * fed by the api client's queue. The client already applies the 500 ms show delay and the 100 ms pop
 * delay, so this store only mirrors its snapshot.
 */
export interface LoaderState {
  snapshot: LoaderSnapshot;
  setSnapshot: (snapshot: LoaderSnapshot) => void;
}

export const IDLE_LOADER: LoaderSnapshot = {
  pending: 0,
  active: false,
  visible: false,
  message: LOADER_MESSAGES.default,
};

export const useLoaderStore = create<LoaderState>()((set) => ({
  snapshot: IDLE_LOADER,
  setSnapshot: (snapshot) => set({ snapshot }),
}));
