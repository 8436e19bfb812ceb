import { type Plugin } from 'vite';

/** Leaves zod's JSON Schema generator out of a production build (see zod-without-json-schema.cjs). */
export declare function zodWithoutJsonSchema(): Plugin;

/** The names a compiled zod module exports. */
export declare function exportedNames(code: string): string[];
