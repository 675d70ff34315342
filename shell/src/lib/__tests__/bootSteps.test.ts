import { runInSteps } from '../bootSteps';

describe('runInSteps', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('runs each step in a task of its own, in order, and settles with the last one', async () => {
    const ran: string[] = [];
    const step = (name: string) => () => {
      ran.push(name);
      return Promise.resolve(name);
    };
    const done = runInSteps([step('renderer'), step('runtime')], step('shell'));

    await Promise.resolve();
    await Promise.resolve();
    // The first step has run; the next waits for a new task.
    expect(ran).toEqual(['renderer']);
    await jest.advanceTimersByTimeAsync(0);
    expect(ran).toEqual(['renderer', 'runtime']);
    await jest.runAllTimersAsync();
    await expect(done).resolves.toBe('shell');
    expect(ran).toEqual(['renderer', 'runtime', 'shell']);
  });

  it('stops at a step that fails', async () => {
    const last = jest.fn(() => Promise.resolve());
    const done = runInSteps([() => Promise.reject(new Error('chunk failed'))], last);
    await expect(done).rejects.toThrow('chunk failed');
    expect(last).not.toHaveBeenCalled();
  });
});
