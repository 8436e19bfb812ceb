import { type z as Zod } from 'zod';

describe('zod without eval', () => {
  it('is set up before zod loads, and zod honours it', () => {
    jest.isolateModules(() => {
      delete (globalThis as { __zod_globalConfig?: unknown }).__zod_globalConfig;
      require('./zod-without-eval');
      const probe = jest.spyOn(globalThis, 'Function');
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const { z } = require('zod') as { z: typeof Zod };
      expect(z.config().jitless).toBe(true);
      expect(z.object({ name: z.string() }).parse({ name: 'Ann' })).toEqual({ name: 'Ann' });
      expect(probe).not.toHaveBeenCalled();
    });
  });
});
