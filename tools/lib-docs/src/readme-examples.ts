// The runnable examples of a lib's README: a marker names the example file, the ```ts block after it is
// that file verbatim, and the ```text block after that is what the file prints.
//
//   <!-- example: examples/price-an-order.ts -->
//   ```ts
//   …the file…
//   ```
//   Prints:
//   ```text
//   …its output…
//   ```

export interface ReadmeExample {
  /** The example's path, relative to the lib's folder. */
  file: string;
  code: string;
  output: string;
}

const EXAMPLE = /<!-- example: (\S+) -->\s*```ts\n([\s\S]*?)```\s*(?:[^`\n]*\n)?\s*```text\n([\s\S]*?)```/g;

/** Every example of a README, in order; a marker without both blocks after it is not counted. */
export function readmeExamples(readme: string): ReadmeExample[] {
  return [...readme.matchAll(EXAMPLE)].map(([, file = '', code = '', output = '']) => ({
    file,
    code,
    output,
  }));
}

/** The markers alone, so a marker whose blocks are malformed is reported rather than skipped. */
export function exampleMarkers(readme: string): string[] {
  return [...readme.matchAll(/<!-- example: (\S+) -->/g)].map(([, file = '']) => file);
}
