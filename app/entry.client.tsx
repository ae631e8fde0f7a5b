// The browser's entry: React takes over the server's HTML. It waits for the first frame to be painted,
// so the visitor sees the page while React hydrates it (on a slow phone that is about a second of
// script): menus and links work before, without JavaScript (see app/ui/dropdown.tsx).
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';

let hydrating = false;

function hydrate() {
  if (hydrating) return;
  hydrating = true;
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

// After the next paint: a task queued from a frame callback runs once that frame is on screen.
requestAnimationFrame(() => setTimeout(hydrate, 0));
// A page opened in a background tab gets no frames until it is shown: hydrate it anyway.
setTimeout(hydrate, 250);
