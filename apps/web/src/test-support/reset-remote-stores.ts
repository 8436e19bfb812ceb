import { api } from '../lib/api';
import { catalogueStore } from '../features/catalogue/stores/catalogue-store';
import { contentStore } from '../features/content/stores/content-store';
import { IDLE_LOADER, useLoaderStore } from '../stores/loader-store';

/** Empties the caches of API data and the loader (module singletons shared by a file's tests). */
export function resetRemoteStores(): void {
  catalogueStore.getState().reset();
  contentStore.getState().reset();
  api.queue.clear();
  useLoaderStore.setState({ snapshot: IDLE_LOADER });
}
