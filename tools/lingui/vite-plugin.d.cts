import { type Plugin } from 'vite';

/** Expands Lingui's macros before Vite's own transform (see vite-plugin.cjs). */
export declare function linguiMacros(): Plugin;
