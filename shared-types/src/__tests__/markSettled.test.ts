import { markSettled } from '../remotes';

describe('a promise marked with its outcome, as React reads one handed to use()', () => {
  it('says it is fulfilled, with its value, once it is', async () => {
    const promise = markSettled(Promise.resolve('the routes module'));
    await promise;
    expect(promise).toMatchObject({ status: 'fulfilled', value: 'the routes module' });
  });

  it('says it is rejected, with the reason, and leaves the failure to whoever waits on it', async () => {
    const unhandled = jest.fn();
    process.on('unhandledRejection', unhandled);
    try {
      const failure = new Error('the remote is down');
      const promise = markSettled(Promise.reject(failure));
      await expect(promise).rejects.toBe(failure);
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(promise).toMatchObject({ status: 'rejected', reason: failure });
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });
});
