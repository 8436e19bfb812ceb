import { type CSSProperties } from 'react';

/**
 * Inline style for CSS variables created with vanilla-extract's createVar (`var(--x)` → `--x`).
 * The few lines of @vanilla-extract/dynamic's assignInlineVars, which is not installed.
 */
export function assignInlineVars(values: Record<string, string>): CSSProperties {
  const style: Record<string, string> = {};
  for (const [variable, value] of Object.entries(values)) {
    const name = /^var\((--[^,)]+)/.exec(variable)?.[1] ?? variable;
    style[name] = value;
  }
  return style as CSSProperties;
}
