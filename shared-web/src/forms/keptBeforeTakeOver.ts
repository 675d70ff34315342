import { useEffectEvent, useLayoutEffect, useRef, type RefObject } from 'react';
import { useHydrating } from '../hooks/useHydrating';
import { getAtPath, setAtPath } from './paths';

/*
 * On a slow phone the server's page is on screen, and its forms usable,
 * before the scripts take it over: people type into the fields, tick boxes,
 * pick from selects. React takes the markup over as it is and leaves what
 * they typed in the inputs, but the form's state still holds the server's
 * values, and its next render (the replayed Submit's, at the latest) puts
 * those back, and Submit sends them (issue 35). So, when a part is taken
 * over, what the visitor changed in it is read from the page and given to
 * its state.
 */

/** What a named control holds: text, a yes or no, the values ticked, or a file. */
export type ControlValue = string | boolean | string[] | File | null;

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** Inputs that hold no value of the form's. */
const NOT_VALUES = new Set(['submit', 'button', 'reset', 'image']);

/** Whether the visitor changed the control from what the server's markup said. */
function changedFromMarkup(control: Control): boolean {
  if (control instanceof HTMLSelectElement) {
    return Array.from(control.options).some((option) => option.selected !== option.defaultSelected);
  }
  if (control instanceof HTMLInputElement) {
    if (control.type === 'checkbox' || control.type === 'radio') {
      return control.checked !== control.defaultChecked;
    }
    if (control.type === 'file') return (control.files?.length ?? 0) > 0;
  }
  return control.value !== control.defaultValue;
}

/** What the controls sharing one name hold together. */
function valueOfGroup(group: readonly Control[]): ControlValue {
  const [first] = group;
  if (!first) return null;
  if (first instanceof HTMLInputElement) {
    const ticked = group.filter((control) => (control as HTMLInputElement).checked);
    if (first.type === 'radio') return ticked[0]?.value ?? '';
    if (first.type === 'checkbox') {
      // A lone box with no value of its own is a yes or no; boxes with values are a list.
      if (group.length === 1 && !first.hasAttribute('value')) return first.checked;
      return ticked.map((control) => control.value);
    }
    if (first.type === 'file') return first.files?.[0] ?? null;
  }
  if (first instanceof HTMLSelectElement && first.multiple) {
    return Array.from(first.selectedOptions, (option) => option.value);
  }
  return first.value;
}

/**
 * The named controls under `root` that the visitor changed from the
 * server's markup, by name, with what they now hold. Radios and checkboxes
 * sharing a name count as one.
 */
export function readChangedControls(root: ParentNode): Map<string, ControlValue> {
  const groups = new Map<string, Control[]>();
  for (const control of root.querySelectorAll<Control>(
    'input[name], select[name], textarea[name]',
  )) {
    if (control instanceof HTMLInputElement && NOT_VALUES.has(control.type)) continue;
    const group = groups.get(control.name);
    if (group) group.push(control);
    else groups.set(control.name, [control]);
  }
  const changed = new Map<string, ControlValue>();
  for (const [name, group] of groups) {
    if (group.some(changedFromMarkup)) changed.set(name, valueOfGroup(group));
  }
  return changed;
}

/**
 * Whether `value` can stand where the form holds `held`: text for text, a
 * yes or no for one, a list for a list, a file where there is none or one.
 * Where the form holds nothing (`undefined`), the control is none of its.
 */
function fits(held: unknown, value: ControlValue): boolean {
  if (typeof value === 'string') return typeof held === 'string' || held === null;
  if (typeof value === 'boolean') return typeof held === 'boolean';
  if (Array.isArray(value)) return Array.isArray(held);
  return held === null || held instanceof Blob;
}

function same(held: unknown, value: ControlValue): boolean {
  if (Array.isArray(value) && Array.isArray(held)) {
    return held.length === value.length && held.every((item, index) => item === value[index]);
  }
  return held === value;
}

/**
 * `values` with what the changed controls hold, at the paths their names
 * say, where it fits the value held there; `values` itself when nothing
 * differs.
 */
export function withChangedControls<V>(values: V, changed: ReadonlyMap<string, ControlValue>): V {
  let next = values;
  for (const [name, value] of changed) {
    const held = getAtPath(values, name);
    if (fits(held, value) && !same(held, value)) next = setAtPath(next, name, value);
  }
  return next;
}

/**
 * When React takes over the server's markup of `root` (and only then: a
 * part drawn in the browser starts as its state says), hands `adopt` the
 * named controls the visitor changed meanwhile, so the part's state holds
 * them. In a layout effect: the state is updated in the same task as the
 * take-over, before any event is handled, so a Submit the page held and
 * replays, or one that makes React take the part over at once, sends what
 * was typed.
 */
export function useKeepChangesMadeBeforeTakeOver(
  root: RefObject<HTMLElement | null>,
  adopt: (changed: ReadonlyMap<string, ControlValue>) => void,
): void {
  const hydrating = useHydrating();
  const takenOverFromServer = useRef(hydrating);
  const adoptChanges = useEffectEvent(adopt);
  useLayoutEffect(() => {
    if (!takenOverFromServer.current || !root.current) return;
    const changed = readChangedControls(root.current);
    if (changed.size > 0) adoptChanges(changed);
  }, [root]);
}
