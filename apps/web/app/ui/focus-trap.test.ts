import { afterEach, describe, expect, it } from 'vitest';
import { tabbableIn, wrapTabFocus, type TabKeyEvent } from './focus-trap';

afterEach(() => {
  document.body.innerHTML = '';
});

function dialogWith(html: string): HTMLElement {
  const dialog = document.createElement('div');
  dialog.innerHTML = html;
  document.body.append(dialog);
  return dialog;
}

function tab(shiftKey = false): TabKeyEvent & { prevented: boolean } {
  return {
    key: 'Tab',
    shiftKey,
    defaultPrevented: false,
    prevented: false,
    preventDefault() {
      this.prevented = true;
    },
  };
}

const idsOf = (elements: HTMLElement[]) => elements.map((element) => element.id);

describe('tabbableIn', () => {
  it('keeps the stops in order, without disabled, hidden or tabindex=-1 controls', () => {
    const dialog = dialogWith(`
      <button id="close">×</button>
      <input id="name" />
      <input id="secret" type="hidden" />
      <button id="off" disabled>off</button>
      <div hidden><input id="folded" /></div>
      <a id="plain">no href</a>
      <a id="link" href="/sp/">link</a>
      <span id="skip" tabindex="-1">skip</span>
      <button id="ok">OK</button>`);
    expect(idsOf(tabbableIn(dialog))).toEqual(['close', 'name', 'link', 'ok']);
  });

  it('counts a radio group as one stop: its checked radio', () => {
    const dialog = dialogWith(`
      <input id="a" type="radio" name="slot" />
      <input id="b" type="radio" name="slot" checked />
      <input id="c" type="radio" name="slot" />`);
    expect(idsOf(tabbableIn(dialog))).toEqual(['b']);
  });
});

describe('wrapTabFocus', () => {
  const html = '<button id="first">閉じる</button><input id="middle" /><button id="last">登録する</button>';

  it('Tab on the last control goes round to the first', () => {
    const dialog = dialogWith(html);
    document.getElementById('last')?.focus();
    const event = tab();
    wrapTabFocus(event, dialog);
    expect(event.prevented).toBe(true);
    expect(document.activeElement?.id).toBe('first');
  });

  it('Shift+Tab on the first control goes round to the last', () => {
    const dialog = dialogWith(html);
    document.getElementById('first')?.focus();
    const event = tab(true);
    wrapTabFocus(event, dialog);
    expect(event.prevented).toBe(true);
    expect(document.activeElement?.id).toBe('last');
  });

  it('leaves Tab between the ends to the browser', () => {
    const dialog = dialogWith(html);
    document.getElementById('middle')?.focus();
    const event = tab();
    wrapTabFocus(event, dialog);
    expect(event.prevented).toBe(false);
    expect(document.activeElement?.id).toBe('middle');
  });

  it('brings a focus that is outside back in', () => {
    const dialog = dialogWith(html);
    const outside = document.createElement('button');
    document.body.prepend(outside);
    outside.focus();
    const event = tab();
    wrapTabFocus(event, dialog);
    expect(document.activeElement?.id).toBe('first');
  });

  it('ignores other keys', () => {
    const dialog = dialogWith(html);
    document.getElementById('last')?.focus();
    const event = { ...tab(), key: 'Enter' };
    wrapTabFocus(event, dialog);
    expect(event.prevented).toBe(false);
    expect(document.activeElement?.id).toBe('last');
  });
});
