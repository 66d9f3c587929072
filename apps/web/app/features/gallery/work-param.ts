// Apart from gallery.ts, whose sample works the material page loads only when the link asks for a
// work (decision 0563).

/** The query parameter of a material page that opens it with a gallery work's configuration. */
export const WORK_PARAM = 'work';
