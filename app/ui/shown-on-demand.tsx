// Components only some visitors see (a member's form, a moderator's controls), kept out of the page's
// first JavaScript for everybody else.
import { lazy, type ComponentType } from 'react';

/**
 * A component whose code the browser loads only when a page shows it. Render it inside a
 * `<Suspense>`.
 *
 * The server has the code at hand, so it renders the component in place: the first HTML holds it,
 * and it works before (and without) the page's JavaScript. In the browser, hydration waits at the
 * nearest `<Suspense>` for the code, keeping the server's HTML meanwhile; a page that does not show
 * the component never downloads it. (A plain `lazy()` would also suspend on the server, the first
 * time after a start: that page would carry a placeholder, its content sent later for JavaScript to
 * put in place.)
 */
export function shownOnDemand<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Lazy = lazy(() => load().then((component) => ({ default: component })));
  if (typeof document !== 'undefined') return Lazy;
  let Loaded: ComponentType<P> | null = null;
  load().then(
    (component) => {
      Loaded = component;
    },
    // Rendering goes through lazy() then, which reports the failure to the page's error boundary.
    () => undefined,
  );
  function OnDemand(props: P) {
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  }
  return OnDemand;
}
