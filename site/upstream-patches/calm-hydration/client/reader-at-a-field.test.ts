import {describe, expect, it} from 'vitest';
import {isReaderAtAField, isTextField, pointerWatch, POINTER_REST_MS} from './reader-at-a-field';

type FakeElement = {tagName: string; getAttribute: (name: string) => string | null; isContentEditable?: boolean};
const element = (tagName: string, type?: string, isContentEditable = false): FakeElement => ({
  tagName,
  getAttribute: (name) => (name === 'type' ? (type ?? null) : null),
  isContentEditable,
});
const asElement = (fake: FakeElement) => fake as unknown as Element;
const page = (active: FakeElement | null, hovered: FakeElement[] = []) => ({
  activeElement: active && asElement(active),
  querySelectorAll: () => hovered.map(asElement) as unknown as NodeListOf<Element>,
});

describe('isTextField', () => {
  it('counts the fields a reader types into', () => {
    for (const field of [element('INPUT'), element('INPUT', 'search'), element('TEXTAREA'), element('DIV', '', true)]) {
      expect(isTextField(asElement(field))).toBe(true);
    }
  });

  it('leaves out buttons, boxes to tick and plain elements', () => {
    for (const other of [element('INPUT', 'checkbox'), element('INPUT', 'range'), element('BUTTON'), element('A')]) {
      expect(isTextField(asElement(other))).toBe(false);
    }
    expect(isTextField(null)).toBe(false);
  });
});

describe('isReaderAtAField', () => {
  it('is true while a field has the focus or the pointer rests on one', () => {
    expect(isReaderAtAField(page(element('INPUT', 'search')))).toBe(true);
    expect(isReaderAtAField(page(element('BODY'), [element('INPUT')]))).toBe(true);
  });

  it('is false when the focus and the pointer are elsewhere', () => {
    expect(isReaderAtAField(page(element('BODY')))).toBe(false);
    expect(isReaderAtAField(page(element('A'), [element('INPUT', 'checkbox')]))).toBe(false);
  });
});

describe('pointerWatch', () => {
  it('says the pointer moves until it has rested, and not before its first movement', () => {
    const target = new EventTarget();
    let time = 1000;
    const pointer = pointerWatch(target, () => time);
    expect(pointer.isMoving()).toBe(false);
    target.dispatchEvent(new Event('pointermove'));
    time += POINTER_REST_MS - 1;
    expect(pointer.isMoving()).toBe(true);
    time += 1;
    expect(pointer.isMoving()).toBe(false);
  });
});
