// axe-core run in the page itself, put into each document once (decision 0856). Every journey
// checks several states of the same document (a form, its errors, a dialog) and ends with a check,
// and evaluating axe-core's 1.3 MB again before each check took about a third of the check's time;
// `@axe-core/playwright` also evaluated it twice in a frame per check in the mode the shop uses.
import axe from 'axe-core';
import type { Frame, Page } from '@playwright/test';

/** The part of an axe-core violation a journey reports. */
export interface AxeViolation {
  id: string;
  impact?: string | null;
  help: string;
  helpUrl: string;
  nodes: { target: unknown[]; failureSummary?: string }[];
}

interface AxeWindow {
  axe?: typeof axe;
}

/** Puts axe-core into the frame's document unless an earlier check of that document already did. */
async function ensureAxe(frame: Frame): Promise<void> {
  const present = await frame.evaluate(() => typeof (window as AxeWindow).axe?.run === 'function');
  if (present) return;
  await frame.evaluate(axe.source);
  // Results from frames of another origin are never merged; the shop has none (checkA11y fails
  // on one), so only same-origin frames take part, as in axe's own default.
  await frame.evaluate(() => (window as AxeWindow).axe?.configure({ allowedOrigins: ['<same_origin>'] }));
}

/**
 * Runs the rules of `tags` on the page as it is now, its same-origin frames included, and returns
 * every violation. Only violations are gathered in full: axe checks every rule and node alike, but
 * skips collecting the nodes that passed, which no journey reads.
 */
export async function axeViolations(page: Page, tags: string[]): Promise<AxeViolation[]> {
  for (const frame of page.frames()) await ensureAxe(frame);
  return page.evaluate(async (values) => {
    const inPage = (window as AxeWindow).axe;
    if (!inPage) throw new Error('axe-core is not in the page');
    const options: axe.RunOptions = { runOnly: { type: 'tag', values }, resultTypes: ['violations'] };
    const results = await inPage.run(document, options);
    return results.violations.map(({ id, impact, help, helpUrl, nodes }) => ({
      id,
      impact,
      help,
      helpUrl,
      nodes: nodes.map(({ target, failureSummary }) => ({ target: [...target], failureSummary })),
    }));
  }, tags);
}
