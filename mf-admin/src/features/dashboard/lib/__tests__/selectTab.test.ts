import { selectTab } from '../selectTab';

describe('selectTab', () => {
  it('opens the tab named in navigation state when it is registered', () => {
    expect(selectTab(['users', 'events', 'shop'], 'shop')).toBe('shop');
  });

  it("falls back to the spec's default 'users' once the Admins tab is registered", () => {
    expect(selectTab(['events', 'users'], null)).toBe('users');
    expect(selectTab(['events', 'users'], 'sermons')).toBe('users');
  });

  it('falls back to the first registered tab while Admins is not registered', () => {
    expect(selectTab(['events', 'shop'], null)).toBe('events');
    expect(selectTab(['events', 'shop'], 'users')).toBe('events');
  });

  it('selects nothing when no tab is registered', () => {
    expect(selectTab([], 'events')).toBeNull();
  });
});
