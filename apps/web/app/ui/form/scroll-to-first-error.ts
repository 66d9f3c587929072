// Spec point 5: on submit errors the page scrolls to the top-most field in error. Fields in error
// carry aria-invalid="true" (every primitive of ui/form does), which is what is looked for.
import { useCallback, useEffect, useRef } from 'react';

const INVALID_SELECTOR = '[aria-invalid="true"]';
/** Frames to wait for the error render before giving up (errors may arrive a render or two later). */
const MAX_FRAMES = 10;

function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/** The field in error nearest the top of the page, or null. */
export function topMostInvalidField(root: ParentNode): HTMLElement | null {
  const fields = Array.from(root.querySelectorAll<HTMLElement>(INVALID_SELECTOR));
  let best: HTMLElement | null = null;
  let bestTop = Number.POSITIVE_INFINITY;
  for (const field of fields) {
    const top = field.getBoundingClientRect().top;
    // Strictly less: among equals (hidden layout, tests) the first in document order wins.
    if (top < bestTop) {
      best = field;
      bestTop = top;
    }
  }
  return best;
}

/** Scrolls the top-most field in error into view and focuses it; false when none is in error. */
export function scrollToFirstError(root: ParentNode = document): boolean {
  const field = topMostInvalidField(root);
  if (!field) return false;
  // Centred, so the sticky header never covers the field or its label.
  field.scrollIntoView?.({ block: 'center', behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  field.focus({ preventScroll: true });
  return true;
}

/**
 * `ref` goes on the form (or any container); `scrollToFirstError()` waits for the error render
 * and then scrolls. Call it after client validation fails (the `<Form>` does) and after setting
 * the server's field errors.
 */
export function useScrollToFirstError<T extends HTMLElement = HTMLFormElement>() {
  const ref = useRef<T>(null);
  const frame = useRef<number | null>(null);

  useEffect(
    () => () => {
      if (frame.current !== null) cancelAnimationFrame(frame.current);
    },
    [],
  );

  const scroll = useCallback(() => {
    if (frame.current !== null) cancelAnimationFrame(frame.current);
    let tries = 0;
    const attempt = () => {
      frame.current = null;
      if (scrollToFirstError(ref.current ?? document) || ++tries >= MAX_FRAMES) return;
      frame.current = requestAnimationFrame(attempt);
    };
    frame.current = requestAnimationFrame(attempt);
  }, []);

  return { ref, scrollToFirstError: scroll };
}
