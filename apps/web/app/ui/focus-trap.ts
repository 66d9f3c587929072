// A modal `<dialog>` makes the page behind it inert, but Tab after its last control still leaves
// it (for the browser's own toolbar, then the document body): a keyboard or switch user is lost.
// Tab on the last control goes round to the first, Shift+Tab on the first to the last (decision 0517).

const TABBABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  'summary',
  '[contenteditable]:not([contenteditable="false"])',
  '[tabindex]',
].join(',');

function isShown(element: HTMLElement): boolean {
  if (element.closest('[hidden], [inert]')) return false;
  // jsdom has no layout (nor checkVisibility): there everything not hidden counts as shown.
  return typeof element.checkVisibility === 'function' ? element.checkVisibility() : true;
}

/**
 * The controls Tab stops at inside `container`, in order. A radio group is one stop (its checked
 * radio, or its first when none is), as the browser treats it.
 */
export function tabbableIn(container: HTMLElement): HTMLElement[] {
  const candidates = Array.from(container.querySelectorAll<HTMLElement>(TABBABLE)).filter(
    (element) => element.tabIndex >= 0 && isShown(element),
  );
  const radioStops = new Map<string, HTMLInputElement>();
  for (const element of candidates) {
    if (!(element instanceof HTMLInputElement) || element.type !== 'radio' || element.name === '') continue;
    const stop = radioStops.get(element.name);
    if (!stop || (element.checked && !stop.checked)) radioStops.set(element.name, element);
  }
  return candidates.filter(
    (element) =>
      !(element instanceof HTMLInputElement) ||
      element.type !== 'radio' ||
      element.name === '' ||
      radioStops.get(element.name) === element,
  );
}

/** What `wrapTabFocus` needs of a keydown event (React's and the DOM's both fit). */
export interface TabKeyEvent {
  key: string;
  shiftKey: boolean;
  defaultPrevented: boolean;
  preventDefault(): void;
}

/**
 * A dialog's onKeyDown: keeps Tab and Shift+Tab inside `container` by going round at its ends.
 * Between the ends the browser moves the focus itself.
 */
export function wrapTabFocus(event: TabKeyEvent, container: HTMLElement): void {
  if (event.key !== 'Tab' || event.defaultPrevented) return;
  const stops = tabbableIn(container);
  const first = stops[0];
  const last = stops.at(-1);
  if (!first || !last) {
    // Nothing to stop at: the focus stays where it is rather than leaving.
    event.preventDefault();
    return;
  }
  const active = container.ownerDocument.activeElement;
  const outside = active === null || active === container || !container.contains(active);
  if (event.shiftKey && (outside || active === first)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (outside || active === last)) {
    event.preventDefault();
    first.focus();
  }
}
