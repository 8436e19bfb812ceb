import ChevronDown from 'lucide-react/icons/chevron-down';
import Menu from 'lucide-react/icons/menu';
import Minus from 'lucide-react/icons/minus';
import Plus from 'lucide-react/icons/plus';
import ShoppingCart from 'lucide-react/icons/shopping-cart';
import X from 'lucide-react/icons/x';

/**
 * The app's icons: lucide, one import per icon so only these are bundled. Loaded as a chunk of its own
 * by icon.tsx; add an icon here and use it through `<Icon name=…>`.
 */
export const ICONS = {
  cart: ShoppingCart,
  chevronDown: ChevronDown,
  close: X,
  menu: Menu,
  minus: Minus,
  plus: Plus,
} as const;

export type IconName = keyof typeof ICONS;

export default function IconSet({ name, sizePx }: { name: IconName; sizePx: number }) {
  const Glyph = ICONS[name];
  return <Glyph size={sizePx} aria-hidden="true" focusable="false" />;
}
