/**
 * The signed-in layout's overlays (overlays.ts), imported on the first intent on any of its tools:
 * the pointer over one, focus on it, a press, a tag's context menu, an error to show.
 *
 * One module rather than one per tool: each module imported apart is an entry of its own for the
 * bundler, which then cuts Fluent's shared code into more, smaller files, and every screen's
 * preload list in the first page's script names them all. Split per tool, /login grew by 0.4 kB;
 * as one, it weighs what it did, and the first intent fetches about 69 kB gzip at once.
 */
import { deferredModule } from './deferredModule';

export const layoutOverlays = deferredModule(() => import('./overlays'));
