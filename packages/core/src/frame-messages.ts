/**
 * Texts of the frame around every signed-in page (its footer, the background saver of word
 * choices), each a constant of its own in a module of its own: a page's first code then carries
 * these few texts, not the tables of the screens they also belong to.
 */

/** The attributions page's name, and the link to it at the foot of every page. */
export const aboutDataTitle = 'Data sources and licences';

/** Said when the server refused word choices, by the background saver or the Save button. */
export const progressNotSaved = 'Failed to save progress';
