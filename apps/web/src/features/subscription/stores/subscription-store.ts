import { t } from '@lingui/core/macro';
import {
  type ApiClient,
  isApiError,
  productFromResponse,
  type SubscriptionActionBody,
  type SubscriptionEvent,
  type Versioned,
} from '@maplepack/api-client';
import {
  type CardUpdateResponse,
  type SubscriptionPlanPreviewResponse,
  type SubscriptionResponse,
} from '@maplepack/api-contract';
import { type Product } from '@maplepack/catalog';
import {
  addProduct,
  beginPlanSave,
  buildPlanUpdate,
  initialPlanState,
  planProductsLoaded,
  planProductsLoadFailed,
  planSaveFailed,
  planSaveSucceeded,
  removeProduct,
  setDoses,
  subscriptionLoaded,
  type PlanActor,
  type PlanChangeFailure,
  type PlanChangeResult,
  type PlanState,
} from '@maplepack/plan-editor';
import { createStore, type StoreApi } from 'zustand';
import { planFromResponse } from '../../../lib/plan-from-response';
import { isAccessDenied, type PlanRefusal, refusalOf, safetyRefusal } from '../../../lib/plan-refusal';

export type SubscriptionPageApi = Pick<
  ApiClient,
  'subscriptions' | 'subscriptionSelfService' | 'products' | 'categories'
>;

/** The preview of the plan as edited: its prices, its renewal and its safety, checked on each change. */
export type PlanPreview =
  | { status: 'idle' }
  | { status: 'checking' }
  | { status: 'ready'; preview: SubscriptionPlanPreviewResponse }
  | { status: 'failed'; message: string };

export interface SubscriptionPageState {
  /** loading; ready (a plan); none (no plan of this person); failed (it could not be read). */
  load: 'loading' | 'ready' | 'none' | 'failed';
  /** The plan-editor lib's state: every change and the save payload are its functions. */
  plan: PlanState;
  /** The server's plan as last read: status, allowed actions, renewal, card. */
  subscription: SubscriptionResponse | null;
  /** Its version (ETag), sent back as If-Match. */
  version: string | null;
  preview: PlanPreview;
  /** Why the plan cannot be saved: the preview's safety reasons, or the server's refusal of a save. */
  refusal: PlanRefusal | null;
  /** The last thing done, as a person reads it ("Skipped the 12 January pack."). */
  notice: string | null;
  /** Why the last action or change did not happen. */
  error: string | null;
  /** The plan's history, newest first. */
  events: SubscriptionEvent[];
}

export interface SubscriptionPageActions {
  start(): Promise<void>;
  add(product: Product): void;
  remove(productId: number): void;
  setDoses(productId: number, doses: { am: number; pm: number }): void;
  save(): Promise<void>;
  /** Drops every edit: the plan as the server has it. */
  cancelEdits(): void;
  act(body: SubscriptionActionBody): Promise<boolean>;
  cardUpdated(result: Versioned<CardUpdateResponse>): void;
}

export type SubscriptionStore = StoreApi<SubscriptionPageState & SubscriptionPageActions>;

export interface SubscriptionStoreOptions {
  api: SubscriptionPageApi;
  /** The signed-in person (id and session status), for the plan-editor's access rule. */
  actor: PlanActor;
  /** Spec §5's red toast: the plan is not this person's. */
  onAccessDenied: () => void;
}

/** The notice after a save, in the page's language. */
export const planSavedText = (): string => t`Your plan is saved.`;
export const EVENTS_PER_PAGE = 10;

// The contract's SUBSCRIPTION_ERROR_FALLBACK in the page's language; the server's own messages come in it.
const messageOf = (error: unknown): string => (isApiError(error) ? error.message : t`An error has occured.`);

/**
 * The /subscription page's state: the plan editor (plan-editor lib state, a preview on each change,
 * Save and Cancel) and the self-service actions, one write at a time: the lib's `isUpdating` is on
 * while a save or an action runs, so no change can slip in between.
 */
export function createSubscriptionStore({
  api,
  actor,
  onAccessDenied,
}: SubscriptionStoreOptions): SubscriptionStore {
  let previewRun = 0;

  return createStore<SubscriptionPageState & SubscriptionPageActions>()((set, get) => {
    const refused = (failure: PlanChangeFailure) => {
      if (failure.code === 'plan.access-denied') onAccessDenied();
      else set({ error: failure.message });
    };

    const failed = (error: unknown) => {
      if (isAccessDenied(error)) onAccessDenied();
    };

    const loadPlanProducts = async (productIds: number[]) => {
      for (;;) {
        try {
          const products = await Promise.all(
            productIds.map((id) =>
              api.products.get(id).then(
                (response) => productFromResponse(response),
                // A product gone from the shop is not an error: the renewal leaves it out.
                (error: unknown) => {
                  if (isApiError(error) && error.status === 404) return null;
                  throw error;
                },
              ),
            ),
          );
          set((state) => ({
            plan: planProductsLoaded(
              state.plan,
              products.filter((product): product is Product => product !== null),
            ),
          }));
          return;
        } catch {
          const next = planProductsLoadFailed(get().plan);
          set({ plan: next.state });
          if (!next.retry) return;
        }
      }
    };

    const loadEvents = async (id: number) => {
      try {
        const page = await api.subscriptionSelfService.events(
          id,
          { per_page: EVENTS_PER_PAGE },
          { background: true },
        );
        set({ events: page.items });
      } catch {
        // The history is a help, not the page: without it the plan still works.
      }
    };

    const runPreview = async () => {
      const { plan, subscription } = get();
      if (subscription === null) return;
      const run = ++previewRun;
      set({ preview: { status: 'checking' } });
      try {
        const preview = await api.subscriptionSelfService.preview(
          subscription.id,
          { line_items: buildPlanUpdate(plan).line_items },
          { background: true },
        );
        if (run !== previewRun) return;
        set({
          preview: { status: 'ready', preview },
          refusal: preview.safety.ok ? null : safetyRefusal(preview.safety.reasons),
        });
      } catch (error) {
        if (run !== previewRun) return;
        failed(error);
        set({ preview: { status: 'failed', message: messageOf(error) } });
      }
    };

    const change = (apply: (plan: PlanState) => PlanChangeResult) => {
      const result = apply(get().plan);
      if (!result.ok) {
        refused(result);
        return;
      }
      set({ plan: result.state, notice: null, error: null });
      void runPreview();
    };

    const loaded = (subscription: SubscriptionResponse, version: string | null) => {
      set((state) => ({
        subscription,
        version,
        plan: subscriptionLoaded({ ...state.plan, isUpdating: false }, planFromResponse(subscription)),
      }));
    };

    return {
      load: 'loading',
      plan: initialPlanState(),
      subscription: null,
      version: null,
      preview: { status: 'idle' },
      refusal: null,
      notice: null,
      error: null,
      events: [],

      async start() {
        if (actor === null) {
          set({ load: 'none' });
          return;
        }
        try {
          const plans = await api.subscriptions.list();
          // Spec §7: the first plan whose customer is this person.
          const own = plans.find((plan) => plan.customer_id === actor.id);
          if (own === undefined) {
            set({ load: 'none' });
            return;
          }
          const read = await api.subscriptions.get(own.id);
          loaded(read.subscription, read.version);
          set({ load: 'ready' });
          await Promise.all([
            loadPlanProducts([...new Set(read.subscription.line_items.map((line) => line.product_id))]),
            loadEvents(own.id),
          ]);
        } catch (error) {
          failed(error);
          set({ load: 'failed', error: messageOf(error) });
        }
      },

      add: (product) => change((plan) => addProduct(plan, actor, product)),
      remove: (productId) => change((plan) => removeProduct(plan, actor, productId)),
      setDoses: (productId, doses) => change((plan) => setDoses(plan, actor, productId, doses)),

      async save() {
        const { subscription, version } = get();
        const begun = beginPlanSave(get().plan, actor);
        if (!begun.ok) {
          refused(begun);
          return;
        }
        if (subscription === null) return;
        set({ plan: begun.state, error: null, notice: null });
        try {
          const saved = await api.subscriptions.update(
            subscription.id,
            begun.payload,
            version === null ? {} : { ifMatch: version },
          );
          previewRun++;
          set((state) => ({
            plan: {
              ...planSaveSucceeded(state.plan, planFromResponse(saved.subscription)),
              editingPlan: false,
            },
            subscription: saved.subscription,
            version: saved.version,
            preview: { status: 'idle' },
            refusal: null,
            notice: planSavedText(),
          }));
          void loadEvents(subscription.id);
        } catch (error) {
          failed(error);
          set((state) => ({ plan: planSaveFailed(state.plan), refusal: refusalOf(error) }));
        }
      },

      cancelEdits() {
        if (get().plan.isUpdating) return;
        previewRun++;
        set((state) => ({
          plan: { ...state.plan, editingPlan: false, temporaryQuantities: {} },
          preview: { status: 'idle' },
          refusal: null,
          error: null,
        }));
      },

      async act(body) {
        const { subscription, version, plan } = get();
        if (subscription === null || plan.isUpdating) return false;
        set({ plan: { ...plan, isUpdating: true }, error: null, notice: null });
        try {
          const answer = await api.subscriptionSelfService.act(
            subscription.id,
            body,
            version === null ? {} : { ifMatch: version },
          );
          loaded(answer.subscription, answer.version);
          set((state) => ({
            notice: answer.event.description,
            events: [answer.event, ...state.events.filter((event) => event.id !== answer.event.id)],
          }));
          return true;
        } catch (error) {
          failed(error);
          set((state) => ({ plan: { ...state.plan, isUpdating: false }, error: messageOf(error) }));
          return false;
        }
      },

      cardUpdated(result) {
        loaded(result.subscription, result.version);
        const { subscription } = get();
        if (subscription !== null) void loadEvents(subscription.id);
      },
    };
  });
}
