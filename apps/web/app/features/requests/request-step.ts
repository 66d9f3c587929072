// The steps of the sample and estimate forms live in the URL (spec point 2: the routes are
// wildcards): /request-sample is the input, /request-sample/confirm the confirmation. Any other
// sub-path shows the input.

export type RequestStep = 'input' | 'confirm';

const CONFIRM_SEGMENT = 'confirm';

/** The step a location shows, below the form's base path ('/request-sample'). */
export function requestStepOf(pathname: string, basePath: string): RequestStep {
  const rest = pathname.startsWith(basePath) ? pathname.slice(basePath.length) : '';
  const segment = rest.split('/').filter(Boolean)[0];
  return segment === CONFIRM_SEGMENT ? 'confirm' : 'input';
}

/** The URL of a step below the form's base path. */
export function requestStepHref(basePath: string, step: RequestStep): string {
  return step === 'confirm' ? `${basePath}/${CONFIRM_SEGMENT}` : basePath;
}
