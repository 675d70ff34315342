import { selectTab } from '../selectTab';

describe('selectTab', () => {
  it('opens the section named in navigation state when the administrator may use it', () => {
    expect(selectTab(['today', 'users', 'events', 'shop'], 'shop')).toBe('shop');
    expect(selectTab(['today', 'users', 'events'], 'users')).toBe('users');
  });

  it("opens the menu's first section (Today) when none is named, or one not offered", () => {
    expect(selectTab(['today', 'events', 'users'], null)).toBe('today');
    expect(selectTab(['today', 'events', 'users'], 'sermons')).toBe('today');
  });

  it('selects nothing when no section is offered', () => {
    expect(selectTab([], 'events')).toBeNull();
  });
});
