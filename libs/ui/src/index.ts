export {
  BREAKPOINTS,
  isSmallMobile,
  MEDIA,
  screenSizeOf,
  SMALL_MOBILE_MAX_WIDTH,
  type ScreenSize,
} from './breakpoints';
export {
  Button,
  buttonClass,
  type ButtonLook,
  type ButtonProps,
  type ButtonSize,
  type ButtonVariant,
} from './button';
export { Checkbox, type CheckboxProps } from './checkbox';
export { Container, type ContainerProps } from './container';
export { contrastRatio } from './contrast';
export { focusableIn } from './focusable';
export { Modal, type ModalProps } from './modal';
export { Pill, type PillProps } from './pill';
export { Loader, Spinner, type SpinnerProps } from './spinner';
export { SelectField, type SelectFieldProps } from './select-field';
export { Stack, type StackProps } from './stack';
export { TextField, type TextFieldProps } from './text-field';
export { vars } from './theme.css';
export { ToastRegion, type ToastMessage, type ToastRegionProps, type ToastTone } from './toast';
export {
  CATEGORY_COLORS,
  FONT_SIZES,
  PAGE_TRANSITION_MS,
  PALETTE,
  PART_COLORS,
  RADII,
  SHADOWS,
  SPACE,
  HEADER_HEIGHT_PX,
  TOAST_DURATION_MS,
  Z_INDEX,
  type CategorySlug,
  type SpaceToken,
} from './tokens';
export { DEFAULT_LOADING_LABEL, UiTextProvider, useUiText, type UiText } from './ui-text';
export { VisuallyHidden } from './visually-hidden';
