import { describe, expect, it } from 'vitest';
import { createLimiter } from '../../src/image/limiter.js';

describe('createLimiter', () => {
  it('runs at most `size` tasks at once, in the order they came', async () => {
    const limiter = createLimiter(2);
    let running = 0;
    let most = 0;
    const order: number[] = [];
    const task = (id: number) => async (): Promise<number> => {
      running += 1;
      most = Math.max(most, running);
      order.push(id);
      await new Promise((resolve) => setTimeout(resolve, 5));
      running -= 1;
      return id;
    };
    const results = await Promise.all([1, 2, 3, 4, 5, 6].map((id) => limiter.run(task(id))));
    expect(results).toEqual([1, 2, 3, 4, 5, 6]);
    expect(order).toEqual([1, 2, 3, 4, 5, 6]);
    expect(most).toBe(2);
    expect(limiter.active).toBe(0);
  });

  it('frees the slot of a task that fails', async () => {
    const limiter = createLimiter(1);
    await expect(limiter.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(limiter.run(async () => 'next')).resolves.toBe('next');
    expect(limiter.waiting).toBe(0);
  });
});
