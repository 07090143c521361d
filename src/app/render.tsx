// React, and the app in a chunk of its own, so that evaluating their code takes two tasks rather
// than one long one (the HTML preloads both). The first render is a transition: React builds the
// first screen in slices of a few milliseconds, not in one long task, and the logo in index.html
// stays until it is ready.
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';

export async function renderApp(element: HTMLElement) {
  const { startApp } = await import('./app');
  const App = await startApp();
  startTransition(() => createRoot(element).render(<App />));
}
