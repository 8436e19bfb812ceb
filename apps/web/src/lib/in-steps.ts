/**
 * Loads `before`, then `load`, each in a task of its own. A page's code runs its modules' top level (zod
 * builds its schemas there) in one task when it arrives; a heavy page split this way keeps each task short
 * on a slow phone.
 */
export async function inSteps<T>(
  before: ReadonlyArray<() => Promise<unknown>>,
  load: () => Promise<T>,
): Promise<T> {
  for (const step of before) {
    await step();
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  return load();
}
