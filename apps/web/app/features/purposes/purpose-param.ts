// Apart from purposes.ts, whose sample data the material page loads only when the link asks for a
// purpose (decision 0563).

/** The query parameter of a material page that opens it with a purpose's configuration. */
export const PURPOSE_PARAM = 'preset';
