import { readChangedControls, withChangedControls } from '../keptBeforeTakeOver';

/** Markup as the server sends it, on the document. */
function markup(html: string): HTMLFormElement {
  const form = document.createElement('form');
  form.innerHTML = html;
  document.body.append(form);
  return form;
}

function control<T extends Element>(root: ParentNode, selector: string): T {
  const found = root.querySelector<T>(selector);
  if (!found) throw new Error(`no ${selector}`);
  return found;
}

afterEach(() => document.body.replaceChildren());

describe('readChangedControls', () => {
  it('reads only the controls the visitor changed from the markup', () => {
    const form = markup(`
      <input name="name" value="">
      <input name="email" value="kept@example.org">
      <textarea name="message"></textarea>
      <select name="ministry"><option value="" selected>Choose</option><option value="2">Choir</option></select>
      <button type="submit" name="go" value="1">Send</button>`);
    control<HTMLInputElement>(form, '[name="name"]').value = 'Ann';
    control<HTMLTextAreaElement>(form, '[name="message"]').value = 'Hello';
    control<HTMLSelectElement>(form, '[name="ministry"]').value = '2';

    expect(readChangedControls(form)).toEqual(
      new Map([
        ['name', 'Ann'],
        ['message', 'Hello'],
        ['ministry', '2'],
      ]),
    );
  });

  it('reads a group of radios as the value chosen, and a choice put back as unchanged', () => {
    const form = markup(`
      <input type="radio" name="q1" value="0"><input type="radio" name="q1" value="1">
      <input type="radio" name="q2" value="0" checked><input type="radio" name="q2" value="1">`);
    control<HTMLInputElement>(form, '[name="q1"][value="1"]').checked = true;
    control<HTMLInputElement>(form, '[name="q2"][value="1"]').checked = true;
    control<HTMLInputElement>(form, '[name="q2"][value="0"]').checked = true;

    expect(readChangedControls(form)).toEqual(new Map([['q1', '1']]));
  });

  it('reads a lone box as a yes or no, and boxes with values as the values ticked', () => {
    const form = markup(`
      <input type="checkbox" name="cover_fee">
      <input type="checkbox" name="days" value="sat" checked>
      <input type="checkbox" name="days" value="sun">`);
    control<HTMLInputElement>(form, '[name="cover_fee"]').checked = true;
    control<HTMLInputElement>(form, '[name="days"][value="sat"]').checked = false;
    control<HTMLInputElement>(form, '[name="days"][value="sun"]').checked = true;

    expect(readChangedControls(form)).toEqual(
      new Map<string, unknown>([
        ['cover_fee', true],
        ['days', ['sun']],
      ]),
    );
  });
});

describe('withChangedControls', () => {
  const values = {
    name: '',
    cover_fee: false,
    days: ['sat'],
    tickets: [{ name: '', email: '' }],
    count: 1,
  };

  it('puts each value at the path its name says, where it fits what the form holds there', () => {
    const changed = new Map<string, string | boolean | string[]>([
      ['name', 'Ann'],
      ['cover_fee', true],
      ['days', ['sun']],
      ['tickets.0.email', 'ann@example.org'],
      // A control the form does not hold, and text where it holds a number: left alone.
      ['search', 'choir'],
      ['count', '3'],
    ]);
    expect(withChangedControls(values, changed)).toEqual({
      name: 'Ann',
      cover_fee: true,
      days: ['sun'],
      tickets: [{ name: '', email: 'ann@example.org' }],
      count: 1,
    });
  });

  it('gives the same values back when nothing differs', () => {
    const changed = new Map<string, string | string[]>([
      ['name', ''],
      ['days', ['sat']],
    ]);
    expect(withChangedControls(values, changed)).toBe(values);
  });
});
