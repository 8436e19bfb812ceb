import { useLingui } from '@lingui/react/macro';
import { ToastRegion } from '@maplepack/ui';
import { Icon } from '../components/icon';
import { useUiStore } from '../stores/ui-store';

/** The app's notifications (added to cart, saved…), read from the ui store. */
export function Toasts() {
  const { t } = useLingui();
  const toasts = useUiStore((state) => state.toasts);
  const dismiss = useUiStore((state) => state.dismissToast);
  return (
    <ToastRegion
      label={t`Notifications`}
      toasts={toasts}
      onDismiss={dismiss}
      dismissIcon={<Icon name="close" sizePx={18} />}
    />
  );
}
